import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCAL_SECRET_KEY } from "./keys";

describe(".dev.vars.example", () => {
  it("gives wrangler dev the stand-in's own secret key and a time-trap secret", () => {
    const text = readFileSync(new URL("../../.dev.vars.example", import.meta.url), "utf8");
    const vars = Object.fromEntries(
      text
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    expect(vars.SUPABASE_SECRET_KEY).toBe(LOCAL_SECRET_KEY);
    expect(vars.HONEYPOT_SECRET).toMatch(/\S{16,}/);
  });
});
