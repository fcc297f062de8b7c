import { describe, expect, it } from "vitest";
import { publishableKey } from "./publishable-key.server";
import { hasServiceKey } from "./service.server";

const env = (vars: Record<string, string>) => vars as unknown as Env;

describe("the project's keys under today's names and, for a Worker set up before them, the legacy ones", () => {
  it("reads the publishable key, else the legacy anon key", () => {
    expect(publishableKey(env({ SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x", SUPABASE_ANON_KEY: "eyJ.old" }))).toBe(
      "sb_publishable_x",
    );
    expect(publishableKey(env({ SUPABASE_ANON_KEY: "eyJ.old" }))).toBe("eyJ.old");
    expect(publishableKey(env({}))).toBe("");
  });

  it("has a secret key under SUPABASE_SECRET_KEY or the legacy SUPABASE_SERVICE_ROLE_KEY, and none when both are empty", () => {
    expect(hasServiceKey(env({ SUPABASE_SECRET_KEY: "sb_secret_x" }))).toBe(true);
    expect(hasServiceKey(env({ SUPABASE_SERVICE_ROLE_KEY: "eyJ.old" }))).toBe(true);
    expect(hasServiceKey(env({ SUPABASE_SECRET_KEY: "", SUPABASE_SERVICE_ROLE_KEY: "" }))).toBe(false);
  });
});
