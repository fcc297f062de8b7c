import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { ADMIN_LANDING, destinationAfterSignIn, landingFor } from "./landing.server";

/** A client whose profile read answers `role` (or an error), counting the reads. */
function client(role: string | null, { error = false, sub = "u-1" } = {}) {
  const reads: string[] = [];
  const supabase = {
    auth: { getClaims: async () => ({ data: sub ? { claims: { sub } } : null, error: null }) },
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, id: string) => ({
          maybeSingle: async () => {
            reads.push(`${table}:${id}`);
            if (error) return { data: null, error: { code: "PGRST000", message: "down" } };
            return { data: role === null ? null : { role }, error: null };
          },
        }),
      }),
    }),
  };
  return { supabase: supabase as unknown as SupabaseClient, reads };
}

describe("where a sign-in lands (ADR 048)", () => {
  it("an admin lands on the lead inbox, anyone else on the dashboard", () => {
    expect(landingFor({ isAdmin: true })).toBe(ADMIN_LANDING);
    expect(landingFor({ isAdmin: false })).toBe("/dashboard");
    expect(landingFor(null)).toBe("/dashboard");
  });

  it("honours the page asked for without reading the profile", async () => {
    const { supabase, reads } = client("admin");
    expect(await destinationAfterSignIn(supabase, "/admin/settings?x=1", "u-1")).toBe("/admin/settings?x=1");
    expect(reads).toEqual([]);
  });

  it("with no page asked for, or one off the site, reads the role of the user just signed in", async () => {
    const admin = client("admin");
    expect(await destinationAfterSignIn(admin.supabase, "", "u-9")).toBe("/admin/leads");
    expect(admin.reads).toEqual(["profiles:u-9"]);
    expect(await destinationAfterSignIn(client("admin").supabase, "//evil.example")).toBe("/admin/leads");
    expect(await destinationAfterSignIn(client("user").supabase, "")).toBe("/dashboard");
    expect(await destinationAfterSignIn(client(null).supabase, "")).toBe("/dashboard");
  });

  it("lands on the dashboard when the role cannot be read or there is no session", async () => {
    expect(await destinationAfterSignIn(client("admin", { error: true }).supabase, "", "u-1")).toBe("/dashboard");
    const noSession = client("admin", { sub: "" });
    expect(await destinationAfterSignIn(noSession.supabase, "")).toBe("/dashboard");
    expect(noSession.reads).toEqual([]);
  });
});
