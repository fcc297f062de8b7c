/**
 * Remix's classic compiler, configured for Cloudflare Workers (see docs/decisions/001).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  postcss: true,
  tailwind: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.test.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
