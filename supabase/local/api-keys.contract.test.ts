/**
 * Contract tests for the gateway's API keys: today's publishable and secret keys stand for the
 * `anon` and `service_role` roles as the legacy JWTs do, through supabase-js as the Worker uses it;
 * a secret key is refused from a browser, and a key the project does not have is refused.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { standInForFile, uniqueEmail } from "./contract-helpers";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";

const stand = standInForFile();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const client = (key: string): SupabaseClient =>
  createClient(stand.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

/** A new account's id, signed up and signed in with `publicKey`, and its own client. */
async function account(publicKey: string) {
  const credentials = { email: uniqueEmail("keys"), password: "api-keys-passphrase-2026" };
  const own = client(publicKey);
  const signedUp = await own.auth.signUp(credentials);
  if (signedUp.error) throw signedUp.error;
  const signedIn = await own.auth.signInWithPassword(credentials);
  if (signedIn.error) throw signedIn.error;
  return { id: signedIn.data.user.id, own };
}

describe.each([
  { kind: "today's keys", publicKey: LOCAL_PUBLISHABLE_KEY, serverKey: LOCAL_SECRET_KEY },
  { kind: "the legacy keys", publicKey: LOCAL_ANON_KEY, serverKey: LOCAL_SERVICE_ROLE_KEY },
])("with $kind", ({ publicKey, serverKey }) => {
  it("the public key signs in and reads as the visitor or the signed-in user, under row-level security", async () => {
    const { id, own } = await account(publicKey);
    const mine = await own.from("profiles").select("id");
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ id }]);
    const visitor = await client(publicKey).from("profiles").select("id").eq("id", id);
    expect(visitor.error).toBeNull();
    expect(visitor.data).toEqual([]);
  });

  it("the server key reads past row-level security", async () => {
    const { id } = await account(publicKey);
    const all = await client(serverKey).from("profiles").select("id").eq("id", id);
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ id }]);
  });
});

describe("refusals", () => {
  const rest = (headers: Record<string, string>) => fetch(`${stand.url}/rest/v1/profiles?select=id`, { headers });

  it("a secret key from a browser is refused, as hosted Supabase refuses it", async () => {
    const response = await rest({ apikey: LOCAL_SECRET_KEY, "User-Agent": BROWSER });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Forbidden use of secret API key in browser" });
    // The publishable key is meant for browsers.
    expect((await rest({ apikey: LOCAL_PUBLISHABLE_KEY, "User-Agent": BROWSER })).status).toBe(200);
  });

  it("a key of today's shape that the project does not have is an invalid key, in either header", async () => {
    const unknown = "sb_publishable_NotThisProjectsKey0000_abcdefg";
    const response = await rest({ apikey: unknown });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid API key" });
    const bearer = await rest({ apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${unknown}` });
    expect(bearer.status).toBe(401);
  });
});
