import { describe, expect, it } from "vitest";
import { isCacheableRequest, isCacheableResponse } from "./edge-cache.server";

const page = (path: string, init?: RequestInit) => new Request(`https://site.example${path}`, init);
const html = (init?: ResponseInit) =>
  new Response("<!DOCTYPE html>", { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

describe("isCacheableRequest", () => {
  it("takes anonymous GETs of public pages", () => {
    expect(isCacheableRequest(page("/"))).toBe(true);
    expect(isCacheableRequest(page("/services/local-seo?x=1"))).toBe(true);
    expect(isCacheableRequest(page("/authority-guide"))).toBe(true);
  });

  it("leaves out visitors with cookies or credentials, other methods and private areas", () => {
    expect(isCacheableRequest(page("/", { headers: { Cookie: "a=b" } }))).toBe(false);
    expect(isCacheableRequest(page("/", { headers: { Authorization: "Bearer x" } }))).toBe(false);
    expect(isCacheableRequest(page("/audit", { method: "POST" }))).toBe(false);
    expect(isCacheableRequest(page("/?_data=root"))).toBe(false);
    for (const path of [
      "/auth",
      "/auth/reset",
      "/dashboard",
      "/profile",
      "/project/1",
      "/admin/leads",
      "/diagnostics/stream",
    ]) {
      expect(isCacheableRequest(page(path)), path).toBe(false);
    }
  });
});

describe("isCacheableResponse", () => {
  it("stores only complete, cookie-free 200 HTML pages that did not set their own caching", () => {
    expect(isCacheableResponse(html())).toBe(true);
    expect(isCacheableResponse(html({ status: 404 }))).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
    expect(isCacheableResponse(html({ headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isCacheableResponse(html({ headers: { "Content-Type": "text/html", "Cache-Control": "no-store" } }))).toBe(
      false,
    );
  });
});
