import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditPages } from "./audit-pages";
import { cityPages } from "./cities";
import { AUDIT_SLUGS, CITY_SLUGS } from "./known-routes.fixture";

/** remix.config.js builds one route per slug from these JSON lists; they must match the content. */
const slugList = (file: string): string[] => JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"));

describe("slug lists read by remix.config.js", () => {
  it("list every city and region page, in order", () => {
    expect(slugList("city-slugs.json")).toEqual(cityPages.map((page) => page.slug));
    expect(slugList("city-slugs.json")).toEqual([...CITY_SLUGS]);
  });

  it("list every audit landing page, in order", () => {
    expect(slugList("audit-slugs.json")).toEqual(auditPages.map((page) => page.slug));
    expect(slugList("audit-slugs.json")).toEqual([...AUDIT_SLUGS]);
  });

  it("become the routes of the built app", async () => {
    const config = (await import("../../remix.config.js")).default as {
      routes: (define: unknown) => Promise<Record<string, { path?: string; file: string }>>;
    };
    const { defineRoutes } = await import("@remix-run/dev/dist/config/routes.js");
    const routes = Object.values(await config.routes(defineRoutes));
    expect(routes.filter((r) => r.file === "page-modules/city-page.tsx").map((r) => r.path)).toEqual(
      cityPages.map((p) => `/${p.slug}`),
    );
    expect(routes.filter((r) => r.file === "page-modules/audit-landing.tsx").map((r) => r.path)).toEqual(
      auditPages.map((p) => `/${p.slug}`),
    );
  });
});
