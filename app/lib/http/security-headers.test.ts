import { describe, expect, it } from "vitest";
import { applyBaseSecurityHeaders, contentSecurityPolicy, createNonce, isFrameable } from "./security-headers";

const base = {
  nonce: "abc123",
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
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://db.example");
  });

  it("lets a page name the origins that may frame it, and only well-formed origins", () => {
    const widget = contentSecurityPolicy({
      ...base,
      frameAncestors: ["https://partner.example", "http://127.0.0.1:4173", "https://a.example; script-src *", "*"],
    });
    expect(directive(widget, "frame-ancestors")).toBe("frame-ancestors https://partner.example http://127.0.0.1:4173");
    expect(directive(contentSecurityPolicy({ ...base, frameAncestors: [] }), "frame-ancestors")).toBe(
      "frame-ancestors 'none'",
    );
    expect(isFrameable({ frameAncestors: ["https://partner.example"] })).toBe(true);
    expect(isFrameable({ frameAncestors: ["*"] })).toBe(false);
    expect(isFrameable({ frameAncestors: null })).toBe(false);
  });

  it("keeps X-Frame-Options in step: DENY unless the page names origins that may frame it", () => {
    const denied = new Headers();
    applyBaseSecurityHeaders(denied);
    expect(denied.get("X-Frame-Options")).toBe("DENY");
    const framed = new Headers({ "X-Frame-Options": "SAMEORIGIN" });
    applyBaseSecurityHeaders(framed, { frameable: true });
    expect(framed.has("X-Frame-Options")).toBe(false);
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
