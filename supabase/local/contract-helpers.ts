/** Shared helpers of the contract tests: real supabase-js clients pointed at a stand-in. */
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys";
import { startStandIn, type StandIn, type StandInOptions } from "./stand-in";
import { totpCode } from "./totp";

export const ADMIN = {
  id: "a0000000-0000-4000-8000-000000000001",
  email: "admin@example.com",
  password: "admin-demo-password",
  /** The demo admin's seeded authenticator app (supabase/seed.sql, README demo accounts). */
  totpFactorId: "c0000000-0000-4000-8000-000000000001",
  totpSecret: "RANKWELLDEMOADMINTOTPSECRETKEY23",
};
export const USER = {
  id: "a0000000-0000-4000-8000-000000000002",
  email: "user@example.com",
  password: "user-demo-password",
};

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

export function anonClient(url: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, LOCAL_ANON_KEY, { ...clientOptions, global: fetchImpl ? { fetch: fetchImpl } : {} });
}

export function serviceClient(url: string): SupabaseClient {
  return createClient(url, LOCAL_SERVICE_ROLE_KEY, clientOptions);
}

/** A client holding a fresh session of the given account. */
export async function signedIn(url: string, account: { email: string; password: string }): Promise<SupabaseClient> {
  const client = anonClient(url);
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return client;
}

/**
 * A client whose session passed a second factor (aal2), as admin data requires: signs in, then
 * answers the account's seeded factor (the demo admin's) or enrols a TOTP factor, with the
 * current code. Once per account and stand-in (a second verification within 90 s is refused as a
 * replay by the project's MFA hook).
 */
export async function signedInAal2(
  url: string,
  account: { email: string; password: string; totpFactorId?: string; totpSecret?: string },
): Promise<{ client: SupabaseClient; factorId: string; secret: string }> {
  const client = await signedIn(url, account);
  if (account.totpFactorId && account.totpSecret) {
    const { totpFactorId: factorId, totpSecret: secret } = account;
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    if (verified.error) throw verified.error;
    return { client, factorId, secret };
  }
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Contract tests" });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
  if (verified.error) throw verified.error;
  return { client, factorId, secret: totp.secret };
}

/** A cookie jar as a Remix loader would keep it: request cookies in, Set-Cookie out. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  setAllCalls = 0;

  client(url: string): SupabaseClient {
    return createServerClient(url, LOCAL_ANON_KEY, {
      cookies: {
        getAll: () => [...this.cookies].map(([name, value]) => ({ name, value })),
        setAll: (cookies) => {
          this.setAllCalls++;
          for (const { name, value, options } of cookies) {
            if (value === "" || options.maxAge === 0) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
        },
      },
    });
  }
}

/** Unique address for accounts a test creates. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * One in-memory stand-in for a whole test file (cheap bcrypt), started before its tests and
 * stopped after them, with the lines it logs: emailed links are read there.
 */
export function standInForFile(options: Omit<StandInOptions, "log"> = {}): { readonly url: string; logs: string[] } {
  const logs: string[] = [];
  let standIn: StandIn | undefined;
  beforeAll(async () => {
    standIn = await startStandIn({
      port: 0,
      bcryptCost: 4,
      mailerAutoconfirm: true,
      ...options,
      log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await standIn?.stop();
  });
  return {
    logs,
    get url() {
      if (!standIn) throw new Error("The stand-in starts in beforeAll: read its url inside a test.");
      return standIn.url;
    },
  };
}

/** The callers a table's rules are tested against: a visitor, the demo user, the demo admin (aal2) and the secret key. */
export interface Callers {
  url: string;
  anon: SupabaseClient;
  user: SupabaseClient;
  admin: SupabaseClient;
  service: SupabaseClient;
}

/**
 * One stand-in for a whole test file and a client for each of its callers, signed in before its
 * tests (the object is filled then: read it inside a test) and stopped after them.
 */
export function callersForFile(): Callers {
  const callers = {} as Callers;
  let standIn: StandIn | undefined;
  beforeAll(async () => {
    standIn = await startStandIn({ port: 0, bcryptCost: 4, mailerAutoconfirm: true, log: () => {} });
    const url = standIn.url;
    const [admin, user] = await Promise.all([
      signedInAal2(url, ADMIN).then((aal2) => aal2.client),
      signedIn(url, USER),
    ]);
    Object.assign(callers, { url, anon: anonClient(url), service: serviceClient(url), admin, user });
  });
  afterAll(async () => {
    await standIn?.stop();
  });
  return callers;
}

/** A new account signed up through supabase-js, with its client and the sign-up's answer. */
export async function signUpNew(url: string, password = "sign-up-password-1", fullName = "Sam Signup") {
  const email = uniqueEmail("signup");
  const client = anonClient(url);
  const result = await client.auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  return { email, password, client, ...result };
}
