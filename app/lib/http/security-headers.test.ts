import { describe, expect, it } from "vitest";
import { applyBaseSecurityHeaders, contentSecurityPolicy, createNonce, originOf } from "./security-headers";

const base = {
  nonce: "abc123",
  formActionOrigins: ["https://audit.example"],
  connectOrigins: ["https://db.example"],
  development: false,
  https: true,
};

function directive(policy: string, name: string): string | undefined {
  return policy.split("; ").find((part) => part.startsWith(`${name} `) || part === name);
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only through the nonce and strict-dynamic", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toBe("script-src 'nonce-abc123' 'strict-dynamic' 'self'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("locks down objects, base, framing and form targets", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://audit.example");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://db.example");
  });

  it("upgrades insecure requests only over https and opens the live-reload socket only in development", () => {
    expect(contentSecurityPolicy(base)).toContain("upgrade-insecure-requests");
    const dev = contentSecurityPolicy({ ...base, https: false, development: true });
    expect(dev).not.toContain("upgrade-insecure-requests");
    expect(directive(dev, "connect-src")).toContain("ws://localhost:*");
  });
});

describe("createNonce", () => {
  it("makes a different 128-bit base64 value each call", () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(atob(a)).toHaveLength(16);
  });
});

describe("applyBaseSecurityHeaders", () => {
  it("sets HSTS, nosniff, referrer and permissions policies", () => {
    const headers = new Headers();
    applyBaseSecurityHeaders(headers);
    expect(headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
  });
});

describe("originOf", () => {
  it("keeps only absolute http(s) origins", () => {
    expect(originOf("https://x.example/go/url/?a=1")).toEqual(["https://x.example"]);
    expect(originOf("javascript:alert(1)")).toEqual([]);
    expect(originOf("")).toEqual([]);
    expect(originOf("not a url")).toEqual([]);
  });
});
