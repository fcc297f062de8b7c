import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { requireViewer, signInPath } from "./guards.server";

const signedOut = {
  auth: { viewer: async () => null, confirmedViewer: async () => null },
} as unknown as AppLoadContext;

describe("signInPath", () => {
  it("carries the page to come back to", () => {
    expect(signInPath(new Request("https://s.example/project/7?tab=a"))).toBe(
      "/auth?redirectTo=%2Fproject%2F7%3Ftab%3Da",
    );
  });

  it("leaves out a return path longer than sign-in would honour", () => {
    const long = `/dashboard?q=${"x".repeat(60_000)}`;
    expect(signInPath(new Request(`https://s.example${long}`))).toBe("/auth");
  });
});

describe("requireViewer", () => {
  it("redirects a visitor to sign-in with a Location of sensible size", async () => {
    const request = new Request(`https://s.example/dashboard?q=${"x".repeat(60_000)}`);
    const thrown = await requireViewer(request, signedOut).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/auth");
  });
});
