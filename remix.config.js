import { readFileSync } from "node:fs";

/**
 * Slugs of pages served at the site's root ("/tampa-seo-services", "/florida-seo-audit"). Flat
 * routes cannot express "/:slug-seo-services", so each slug gets a route of its own here, all
 * pointing at one module. The lists are JSON because this file cannot import the TypeScript
 * content; app/content tests check they match the content's pages.
 */
const slugs = (file) => JSON.parse(readFileSync(new URL(`./app/content/${file}`, import.meta.url), "utf8"));

/**
 * Remix's classic compiler, configured for Cloudflare Workers (see docs/decisions/001).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  // Everything is bundled but the runtime's own modules: `cloudflare:sockets` (the SMTP client's
  // TCP sockets, app/lib/mail/send-mail.server.ts) is workerd's to give.
  serverDependenciesToBundle: [/^(?!cloudflare:)/],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  postcss: true,
  tailwind: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.test.*"],
  // Added to the flat routes of app/routes; the loader finds its page by the request's path.
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      for (const slug of slugs("city-slugs.json")) {
        route(`/${slug}`, "page-modules/city-page.tsx", { id: `page-modules/city/${slug}` });
      }
      for (const slug of slugs("audit-slugs.json")) {
        route(`/${slug}`, "page-modules/audit-landing.tsx", { id: `page-modules/audit/${slug}` });
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
};
