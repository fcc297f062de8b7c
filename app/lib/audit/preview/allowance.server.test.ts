import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import { describe, expect, it, vi } from "vitest";
import { loopbackAllowance } from "./allowance.server";
import { refuseTarget } from "./target-safety";

type Vars = Record<string, unknown>;
const wrangler = parse(readFileSync(fileURLToPath(new URL("../../../../wrangler.toml", import.meta.url)), "utf8")) as {
  vars?: Vars;
  env?: { production?: { vars?: Vars } };
};
const topLevel = wrangler.vars ?? {};
const production = wrangler.env?.production?.vars ?? {};

describe("the loopback allowance cannot be turned on in production", () => {
  it("production sets no AUDIT_PREVIEW_LOOPBACK_PORTS and a public https SITE_URL", () => {
    expect(production).not.toHaveProperty("AUDIT_PREVIEW_LOOPBACK_PORTS");
    expect(String(production.SITE_URL)).toMatch(/^https:\/\//);
    expect(String(production.SITE_URL)).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("the top level (local development) leaves the ports empty and SITE_URL not loopback", () => {
    expect(topLevel.AUDIT_PREVIEW_LOOPBACK_PORTS ?? "").toBe("");
    expect(String(topLevel.SITE_URL ?? "")).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("with production's values, even if the ports were added by hand, there is no allowance", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const env = { SITE_URL: String(production.SITE_URL), AUDIT_PREVIEW_LOOPBACK_PORTS: "4101,4102" };
    expect(loopbackAllowance(env)).toBeUndefined();
    expect(loopbackAllowance({ SITE_URL: String(production.SITE_URL) })).toBeUndefined();
    expect(loopbackAllowance({ ...topLevel, AUDIT_PREVIEW_LOOPBACK_PORTS: "4101" } as never)).toBeUndefined();
    warn.mockRestore();
  });
});

describe("loopbackAllowance", () => {
  it("is honoured on a loopback site with ports listed", () => {
    expect(
      loopbackAllowance({ SITE_URL: "http://127.0.0.1:8787", AUDIT_PREVIEW_LOOPBACK_PORTS: "4101, 4102" }),
    ).toEqual({
      ports: [4101, 4102],
    });
    expect(loopbackAllowance({ SITE_URL: "http://localhost:3000/", AUDIT_PREVIEW_LOOPBACK_PORTS: "4101" })).toEqual({
      ports: [4101],
    });
  });

  it.each([
    ["https://www.example.com", "4101"],
    ["https://127.0.0.1:8787", "4101"],
    ["http://127.0.0.1.example.com:8787", "4101"],
    ["http://127.0.0.1:8787/evil", "4101"],
    ["", "4101"],
    [undefined, "4101"],
    ["http://127.0.0.1:8787", ""],
    ["http://127.0.0.1:8787", "abc"],
    ["http://127.0.0.1:8787", "0,70000"],
  ])("is not honoured with SITE_URL %s and ports %s", (SITE_URL, ports) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loopbackAllowance({ SITE_URL, AUDIT_PREVIEW_LOOPBACK_PORTS: ports })).toBeUndefined();
    warn.mockRestore();
  });

  it("the allowance opens only its ports", () => {
    const allowance = loopbackAllowance({ SITE_URL: "http://127.0.0.1:8787", AUDIT_PREVIEW_LOOPBACK_PORTS: "4101" });
    expect(refuseTarget(new URL("http://127.0.0.1:4101/"), allowance)).toBeNull();
    expect(refuseTarget(new URL("http://127.0.0.1:8787/"), allowance)).not.toBeNull();
    expect(refuseTarget(new URL("http://10.0.0.1/"), allowance)).not.toBeNull();
  });
});
