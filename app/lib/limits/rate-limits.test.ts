import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkRateLimit, clientAddress } from "./rate-limit.server";
import { RATE_LIMITS } from "./rate-limits";

const toml = readFileSync(fileURLToPath(new URL("../../../wrangler.toml", import.meta.url)), "utf8");

/** The [[ratelimits]] (or [[env.production.ratelimits]]) tables of wrangler.toml, in order. */
function declared(section: string) {
  const blocks = toml.split(/^\[\[/m).filter((block) => block.startsWith(`${section}]]`));
  return blocks.map((block) => ({
    binding: /^name\s*=\s*"([^"]+)"/m.exec(block)?.[1],
    namespaceId: /^namespace_id\s*=\s*"([^"]+)"/m.exec(block)?.[1],
    limit: Number(/limit\s*=\s*(\d+)/.exec(block)?.[1]),
    periodSeconds: Number(/period\s*=\s*(\d+)/.exec(block)?.[1]),
  }));
}

const expected = Object.values(RATE_LIMITS).map(({ binding, namespaceId, limit, periodSeconds }) => ({
  binding,
  namespaceId,
  limit,
  periodSeconds,
}));

describe("rate limits", () => {
  it("wrangler.toml declares exactly these limits, locally and in production", () => {
    expect(declared("ratelimits")).toEqual(expected);
    expect(declared("env.production.ratelimits")).toEqual(expected);
  });

  it("uses distinct bindings and namespaces, and periods the simple limiter accepts", () => {
    const rules = Object.values(RATE_LIMITS);
    expect(new Set(rules.map((rule) => rule.binding)).size).toBe(rules.length);
    expect(new Set(rules.map((rule) => rule.namespaceId)).size).toBe(rules.length);
    for (const rule of rules) expect([10, 60]).toContain(rule.periodSeconds);
  });

  it("keys by the address Cloudflare reports", () => {
    const request = new Request("https://site.test/contact", { headers: { "CF-Connecting-IP": " 203.0.113.9 " } });
    expect(clientAddress(request)).toBe("203.0.113.9");
    expect(clientAddress(new Request("https://site.test/"))).toBe("unknown");
  });

  it("answers the window as Retry-After once over, namespaced by limit, and lets requests through without a binding", async () => {
    const keys: string[] = [];
    let calls = 0;
    const env = {
      RATE_LIMIT_AUDITS: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: ++calls <= 1 };
        },
      },
    } as never;
    expect(await checkRateLimit(env, "audit", "203.0.113.9")).toBeNull();
    expect(await checkRateLimit(env, "audit", "203.0.113.9")).toEqual({ name: "audit", retryAfterSeconds: 60 });
    expect(keys).toEqual(["audit:203.0.113.9", "audit:203.0.113.9"]);
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await checkRateLimit({} as never, "leadForm", "x")).toBeNull();
    } finally {
      console.warn = warn;
    }
  });
});
