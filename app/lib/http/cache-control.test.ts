import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheControl } from "./cache-control";
import { applyBaseSecurityHeaders } from "./security-headers";

const headersFile = readFileSync(new URL("../../../public/_headers", import.meta.url), "utf8");

/** The header lines public/_headers gives a path pattern. */
function rulesFor(pattern: string): string[] {
  const block = headersFile.split(/\n(?=\S)/).find((part) => part.startsWith(`${pattern}\n`));
  return (block ?? "")
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean);
}

describe("public/_headers and the Worker's presets", () => {
  it("caches the static build and images as the presets say", () => {
    expect(rulesFor("/build/*")).toContain(`Cache-Control: ${cacheControl.immutableAsset}`);
    expect(rulesFor("/fonts/*")).toContain(`Cache-Control: ${cacheControl.immutableAsset}`);
    expect(rulesFor("/images/*")).toContain(`Cache-Control: ${cacheControl.image}`);
  });

  it("gives static files the Worker's base security headers", () => {
    const worker = new Headers();
    applyBaseSecurityHeaders(worker);
    for (const name of ["X-Content-Type-Options", "Strict-Transport-Security", "Referrer-Policy"]) {
      expect(rulesFor("/*"), name).toContain(`${name}: ${worker.get(name)}`);
    }
  });
});
