/**
 * The demo admin's session, signed in once per worker by requests and passed from test to test
 * (issue 30). The admin's two-step sign-in is dear: its code is accepted once, and workers take
 * turns (two-step-lock.ts); through the form in a browser it cost seconds per test. Here it is two
 * POSTs, the form's, made once, and the session is checked (one request) each time a test takes it.
 *
 * One holder at a time. The e2e stack's access tokens live 95 s and supabase-js refreshes one
 * within 90 s of its end, so nearly every admin request rotates the refresh token, and the auth
 * server takes a rotated token again only for 10 s (supabase/config.toml); past that it ends the
 * session. So each test hands the newest cookies back when it ends (the fixture does), and a test
 * holds the session in one place: a request context in the HTTP tier, the test's own browser
 * context (its `page` and `context.request`) in tests/e2e.
 *
 * Tests about signing in still sign in through the form; everything else takes `admin`.
 */
import {
  request as requests,
  type APIRequestContext,
  type BrowserContext,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type TestFixture,
} from "@playwright/test";
import { DEMO_ADMIN } from "./accounts";
import { trySignInByRequest } from "./account-setup";
import { visitorAddress } from "./bot-traps";
import { scaled } from "./machine";
import { TEST_ORIGIN } from "./servers";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

const SIGNED_OUT: StorageState = { cookies: [], origins: [] };
/** An admin-only address that answers 200 (a CSV of no lead) to the admin and a redirect to anyone else. */
const ADMIN_PROBE = "/admin/leads.csv?q=no-such-lead-admin-session-probe";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hasSession(state: StorageState): boolean {
  return state.cookies.some((cookie) => cookie.name.startsWith("sb-"));
}

type Attempt = { ok: true; state: StorageState } | { ok: false; retryAfterSeconds?: number; why: string };

/**
 * One sign-in as the sign-in form and the code prompt send it (JavaScript off), from an address of
 * its own, through the suite's one sign-in by request (account-setup.ts, which takes the two-step lock).
 */
async function signInOnce(): Promise<Attempt> {
  const context = await requests.newContext({
    baseURL: TEST_ORIGIN,
    storageState: SIGNED_OUT,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  try {
    const result = await trySignInByRequest(context, DEMO_ADMIN);
    if (!result.ok) return result;
    if (result.location.startsWith("/auth")) return { ok: false, why: `code refused: ${result.location}` };
    return { ok: true, state: await context.storageState() };
  } finally {
    await context.dispose();
  }
}

/**
 * Signs the demo admin in. A refused code (its 30 s step ending between the prompt and the
 * answer, or another run's sign-in ending this one's first step) is tried again; the per-account
 * limit (10 a minute, shared by every file that signs the admin in) is waited out, as a person would.
 */
async function signInAdmin(): Promise<StorageState> {
  const reasons: string[] = [];
  for (let attempt = 1; attempt <= 4; attempt++) {
    const result = await signInOnce();
    if (result.ok) return result.state;
    reasons.push(result.why);
    if (result.retryAfterSeconds !== undefined) await sleep((result.retryAfterSeconds + 1) * 1000);
  }
  throw new Error(`the demo admin could not be signed in: ${reasons.join("; ")}`);
}

/** The worker's admin session: the newest cookies, and the one place that holds them during a test. */
export class AdminSession {
  private state: StorageState | undefined;

  /** Cookies of a session that the server takes as the admin's now (signed in again if it was ended). */
  async take(check: (state: StorageState) => Promise<StorageState | null>): Promise<StorageState> {
    if (this.state) {
      const checked = await check(this.state);
      if (checked) return (this.state = checked);
    }
    this.state = await signInAdmin();
    const checked = await check(this.state);
    if (!checked) throw new Error("the admin's new session is refused on admin pages");
    return (this.state = checked);
  }

  /** Keeps the newest cookies a holder has (a refreshed token) for the next test. */
  keep(state: StorageState): void {
    if (hasSession(state)) this.state = state;
  }
}

async function probe(request: APIRequestContext): Promise<boolean> {
  const response = await request.get(ADMIN_PROBE, { maxRedirects: 0 });
  return response.status() === 200;
}

type Base = PlaywrightTestArgs & PlaywrightTestOptions;
type AdminFixture<Args extends object> = [TestFixture<APIRequestContext, Args>, { timeout: number }];

/**
 * The worker's session: module state lasts as long as the worker's process, across its files. Not
 * a worker fixture, which would set this file's tests apart from the others' workers (a worker
 * fixture changes the worker's hash, and Playwright starts a new worker to change hash).
 */
const session = new AdminSession();
/** A sign-in may wait out the per-account limit's minute (signInAdmin): its own time, not the test's. */
const SIGN_IN_TIME = scaled(150_000);

/**
 * The HTTP tier's `admin`: a request context signed in as the demo admin; its cookies go back to
 * the worker's session when the test ends.
 */
export const adminRequestFixture: AdminFixture<Base> = [
  async ({ baseURL }, use) => {
    let request: APIRequestContext | undefined;
    await session.take(async (state) => {
      await request?.dispose();
      request = await requests.newContext({
        baseURL: baseURL ?? TEST_ORIGIN,
        storageState: state,
        extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
      });
      return (await probe(request)) ? request.storageState() : null;
    });
    await use(request!);
    session.keep(await request!.storageState());
    await request!.dispose();
  },
  { timeout: SIGN_IN_TIME },
];

/**
 * The browser tier's `admin`: the test's own context (its `page`) signed in as the demo admin,
 * and its `request`, which shares the context's cookies. Set up after `context` and torn down
 * before it, so the context's newest cookies go back to the worker's session.
 */
export const adminContextFixture: AdminFixture<Base & { context: BrowserContext }> = [
  async ({ context }, use) => {
    await session.take(async (state) => {
      await context.clearCookies();
      await context.addCookies(state.cookies);
      return (await probe(context.request)) ? context.storageState() : null;
    });
    await use(context.request);
    session.keep(await context.storageState());
  },
  { timeout: SIGN_IN_TIME },
];

export type { StorageState };
