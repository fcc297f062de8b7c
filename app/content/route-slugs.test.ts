import { describe, expect, it } from "vitest";
import { AUDIT_ROUTE_SLUGS, auditPages } from "./audit-pages";
import { CITY_ROUTE_SLUGS, cityPages } from "./cities";
import { AUDIT_SLUGS, CITY_SLUGS } from "./known-routes.fixture";

/** remix.config.js builds one route per slug from the JSON lists; they must match the content. */
describe("slug lists read by remix.config.js", () => {
  it("list every city and region page, in order", () => {
    expect([...CITY_ROUTE_SLUGS]).toEqual(cityPages.map((page) => page.slug));
    expect([...CITY_ROUTE_SLUGS]).toEqual([...CITY_SLUGS]);
  });

  it("list every audit landing page, in order", () => {
    expect([...AUDIT_ROUTE_SLUGS]).toEqual(auditPages.map((page) => page.slug));
    expect([...AUDIT_ROUTE_SLUGS]).toEqual([...AUDIT_SLUGS]);
  });

  it("become the routes of the built app", async () => {
    const config = (await import("../../remix.config.js")).default as {
      routes: (define: unknown) => Promise<Record<string, { path?: string; file: string }>>;
    };
    const { defineRoutes } = await import("@remix-run/dev/dist/config/routes.js");
    const routes = Object.values(await config.routes(defineRoutes));
    expect(routes.filter((r) => r.file === "page-modules/city-page.tsx").map((r) => r.path)).toEqual(cityPages.map((p) => `/${p.slug}`));
    expect(routes.filter((r) => r.file === "page-modules/audit-landing.tsx").map((r) => r.path)).toEqual(auditPages.map((p) => `/${p.slug}`));
  });
});
