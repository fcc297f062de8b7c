/**
 * Accounts and sessions by request, the one way the tests make them (issue 30), both tiers.
 *
 * - An account is made through the auth server's own API, as `npm run load` makes its accounts:
 *   sign-up, then the code of its confirmation email from the stand-in's mailbox. No page is
 *   loaded; the sign-up form keeps its own tests (auth.spec.ts, tests/http/account-sign-in.spec.ts).
 * - A session is made by posting the sign-in form (and the two-step prompt) by request, as a
 *   browser without JavaScript would post it: the site sets its cookies in the request's jar, the
 *   browser context's own when the request is `context.request`.
 * - Accounts of a test's own where they can be: the demo accounts' sign-ins are limited per
 *   account (10 a minute) and shared by the whole suite, and the demo admin's two-step sign-ins
 *   take turns across workers (two-step-lock.ts), which `signInByRequest` does for it.
 * - Tests whose point is signing in post the form as served (`sendSignInForm`, html-form.ts).
 */
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { LOCAL_ANON_KEY } from "../../../supabase/local/keys";
import { HtmlForm } from "../../http/support/html-form";
import type { Served } from "../../http/support/test";
import { DEMO_ADMIN, freshEmail, type Account } from "./accounts";
import { latestMail } from "./mailbox";
import { TEST_ORIGIN, TEST_SUPABASE_URL } from "./servers";
import { forgetAcceptedCode, promoteToAdmin, totpCode } from "./two-step";
import { withTwoStepLock } from "./two-step-lock";

export type { Account };

/** An account with an authenticator app: its key and its factor's id. */
export interface TwoStepAccount extends Account {
  totpSecret: string;
  totpFactorId: string;
}

interface Session {
  access_token: string;
}

/** A call to the local auth server (`/auth/v1/...`) with the public key and, optionally, a user's token. */
async function auth<T>(path: string, body: unknown, token = LOCAL_ANON_KEY): Promise<T> {
  const response = await fetch(`${TEST_SUPABASE_URL}/auth/v1/${path}`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /auth/v1/${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Ends a session made here, so that an account's sessions are only those its test makes (/profile lists them). */
async function endSession(session: Session): Promise<void> {
  await auth(`logout?scope=local`, {}, session.access_token);
}

/**
 * A confirmed account, made through the auth server's API: sign-up with the full name the site's
 * form sends, then the confirmation email's code. Its name is unique (`promoteToAdmin` finds it by name).
 */
export async function apiAccount(label: string, name = "Nora New"): Promise<Account> {
  const account = {
    email: freshEmail(label),
    password: `${label}-passphrase-2026`,
    name: `${name} ${Math.random().toString(36).slice(2, 8)}`,
  };
  const sentAfter = Date.now();
  await auth("signup", { email: account.email, password: account.password, data: { full_name: account.name } });
  const { code } = await latestMail(account.email, "signup", sentAfter);
  await endSession(await auth<Session>("verify", { type: "signup", email: account.email, token: code }));
  return account;
}

/**
 * Sets up an authenticator app for `account` through the auth server's API (enrol, challenge,
 * verify with its current code). The code that confirmed it is then forgotten, as
 * tests/e2e/support/two-step.ts does, so that the site's prompt takes the current code at once;
 * `keepAcceptedCode` leaves it remembered (the prompt then refuses it as already used for a minute).
 */
export async function addAuthenticator(
  account: Account,
  { keepAcceptedCode = false }: { keepAcceptedCode?: boolean } = {},
): Promise<TwoStepAccount> {
  const session = await auth<Session>("token?grant_type=password", {
    email: account.email,
    password: account.password,
  });
  const factor = await auth<{ id: string; totp: { secret: string } }>(
    "factors",
    { factor_type: "totp", friendly_name: "Test phone" },
    session.access_token,
  );
  const challenge = await auth<{ id: string }>(`factors/${factor.id}/challenge`, {}, session.access_token);
  const raised = await auth<Session>(
    `factors/${factor.id}/verify`,
    { challenge_id: challenge.id, code: totpCode(factor.totp.secret) },
    session.access_token,
  );
  await endSession(raised);
  if (!keepAcceptedCode) await forgetAcceptedCode(factor.id);
  return { ...account, totpSecret: factor.totp.secret, totpFactorId: factor.id };
}

/** A confirmed admin (profiles.role) with an authenticator app of its own (admin pages need aal2). */
export async function apiAdmin(
  label: string,
  name = "Ann Admin",
  options: { keepAcceptedCode?: boolean } = {},
): Promise<TwoStepAccount> {
  const account = await apiAccount(label, name);
  await promoteToAdmin(account.name);
  return addAuthenticator(account, options);
}

/** What a sign-in by request came to: where the site sent it last, or why it stopped there. */
export type SignInResult = { ok: true; location: string } | { ok: false; why: string; retryAfterSeconds?: number };

/** An account to sign in: its address and password, and its authenticator app's key and factor if it has one. */
export type Credentials = { email: string; password: string; totpSecret?: string; totpFactorId?: string };

/**
 * Signs in as `signInByRequest` does and says how it went, asserting nothing: for callers that try
 * again (the demo admin's worker session, admin-session.ts). A 429 carries its Retry-After.
 */
export async function trySignInByRequest(
  request: APIRequestContext,
  account: Credentials,
  redirectTo = "",
): Promise<SignInResult> {
  const attempt = async (): Promise<SignInResult> => {
    const query = redirectTo ? `&${new URLSearchParams({ redirectTo })}` : "";
    const response = await request.post(`${TEST_ORIGIN}/auth?index${query}`, {
      form: { intent: "sign-in", redirectTo, email: account.email, password: account.password },
      headers: { Origin: TEST_ORIGIN },
      maxRedirects: 0,
    });
    if (response.status() === 429) {
      const retryAfterSeconds = Number(response.headers()["retry-after"] ?? 60);
      return { ok: false, why: "sign-in 429 (limited)", retryAfterSeconds };
    }
    if (response.status() !== 302) return { ok: false, why: `sign-in ${response.status()}` };
    const location = response.headers()["location"] ?? "";
    if (!account.totpSecret || !account.totpFactorId) return { ok: true, location };
    // The page asked for (or the account's landing) sends a session still waiting for its code on
    // to the prompt.
    const prompt = await settle(request, location);
    if (!/^\/auth\/mfa\?/.test(prompt)) return { ok: false, why: `no code asked for: ${prompt}` };
    // The code is refused for 60–90 s after one was accepted (ADR 018): forget the last, as the suite does.
    await forgetAcceptedCode(account.totpFactorId);
    const second = await request.post(`${TEST_ORIGIN}${prompt}`, {
      form: { intent: "mfa-verify", factorId: account.totpFactorId, code: totpCode(account.totpSecret) },
      headers: { Origin: TEST_ORIGIN },
      maxRedirects: 0,
    });
    const landed = second.headers()["location"] ?? "";
    if (second.status() !== 302) return { ok: false, why: `two-step code ${second.status()} ${landed}` };
    return { ok: true, location: landed };
  };
  // The demo admin is the suite's: its two-step sign-ins take turns across workers (two-step-lock.ts).
  return account.email === DEMO_ADMIN.email ? withTwoStepLock(attempt) : attempt();
}

/**
 * Signs in by posting the sign-in form (no JavaScript, no page), then, for an account with an
 * authenticator app, the two-step prompt with its current code. Returns where the site sent it
 * last (a path). `redirectTo` is the page asked for, as `/auth?redirectTo=` carries it. An account
 * of the test's own, or a demo account (DEMO_USER, DEMO_ADMIN; the admin's sign-ins take turns).
 */
export async function signInByRequest(
  request: APIRequestContext,
  account: Credentials,
  redirectTo = "",
): Promise<string> {
  const result = await trySignInByRequest(request, account, redirectTo);
  expect(result.ok ? "signed in" : result.why, `sign-in of ${account.email} by request`).toBe("signed in");
  return result.ok ? result.location : "";
}

/**
 * The sign-in form of `page` (/auth as served) filled with an email and password and sent as a
 * browser without JavaScript sends it, no redirect followed: for the tests of signing in itself.
 */
export function sendSignInForm(
  request: APIRequestContext,
  page: Served,
  account: { email: string; password: string },
): Promise<Served> {
  return HtmlForm.byButton(page, "Sign in")
    .fill("Email", account.email)
    .fill("Password", account.password)
    .send(request, { button: "Sign in" });
}

type StoredCookie = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"][number];

/** The auth cookies (`sb-…`) a request context holds for the site, with their attributes. */
export async function authCookies(request: APIRequestContext): Promise<StoredCookie[]> {
  const { cookies } = await request.storageState();
  return cookies.filter((cookie) => cookie.name.startsWith("sb-"));
}

/** Follows redirects from `location` (GET, as a browser does) and answers the path that settles. */
export async function settle(request: APIRequestContext, location: string, hops = 5): Promise<string> {
  let path = location;
  for (let hop = 0; hop < hops; hop++) {
    const response = await request.get(`${TEST_ORIGIN}${path}`, { maxRedirects: 0 });
    if (response.status() < 300 || response.status() >= 400) return path;
    path = response.headers()["location"] ?? "";
  }
  return path;
}

type Cookie = Awaited<ReturnType<BrowserContext["cookies"]>>[number];

/**
 * One signed-in session per worker and account, lent to a file's tests that only read, and
 * handed on with its newest cookies: the e2e stack's tokens live 95 s, so a page refreshes them,
 * and the auth server takes a refresh token only once (a second use past its 10 s grace ends the
 * session). Each test's context first checks that the session still opens `probe` (a page only
 * this account may open) and signs in again by request when it does not.
 */
export class SharedSession {
  private cookies: Cookie[] = [];
  private account: Promise<Account | TwoStepAccount> | undefined;

  constructor(
    private readonly makeAccount: () => Promise<Account | TwoStepAccount>,
    private readonly probe: string,
  ) {}

  /** The session's account, made on first use (and tried again by the next test if that failed). */
  accountOf(): Promise<Account | TwoStepAccount> {
    this.account ??= this.makeAccount().catch((error: unknown) => {
      this.account = undefined;
      throw error;
    });
    return this.account;
  }

  /** Signs `context` in: the kept cookies if they still open the probe, else a new sign-in. */
  async enter(context: BrowserContext): Promise<void> {
    const account = await this.accountOf();
    if (this.cookies.length > 0) {
      await context.addCookies(this.cookies);
      const probe = await context.request.get(`${TEST_ORIGIN}${this.probe}`, { maxRedirects: 0 });
      if (probe.status() === 200) return this.keep(context);
      await context.clearCookies();
    }
    await signInByRequest(context.request, account);
    const probe = await context.request.get(`${TEST_ORIGIN}${this.probe}`, { maxRedirects: 0 });
    expect(probe.status(), `a new session of ${account.email} opens ${this.probe}`).toBe(200);
    await this.keep(context);
  }

  /** Keeps the context's newest session cookies for the next test (call after each test). */
  async keep(context: BrowserContext): Promise<void> {
    const cookies = (await context.cookies(TEST_ORIGIN)).filter((cookie) => cookie.name.startsWith("sb-"));
    if (cookies.length > 0) this.cookies = cookies;
  }
}
