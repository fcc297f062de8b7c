/**
 * Ending sessions and keeping them, without JavaScript (issue 13, docs/product.md §5.7): Log out
 * ends every session of the account, /profile can end this device's only, an old cookie replayed
 * after logging out opens nothing, and a token near its expiry is refreshed. The sessions are made
 * by posting the sign-in form by request; with JavaScript: tests/e2e/auth.spec.ts,
 * account-security.spec.ts and auth-roles.spec.ts.
 */
import { apiAccount, authCookies, signInByRequest } from "../e2e/support/account-setup";
import { visitorAddress } from "../e2e/support/bot-traps";
import { TEST_ORIGIN } from "../e2e/support/servers";
import { HtmlForm } from "./support/html-form";
import { expect, served, test, textOf, type APIRequestContext } from "./support/test";

/** Another browser: a cookie jar and a visitor address of its own. */
function elsewhere(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({
    baseURL: TEST_ORIGIN,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
}

test("Log out ends every session of the account; the profile can end this device's only", async ({
  request,
  playwright,
}) => {
  const account = await apiAccount("everywhere-http");
  const other = await elsewhere(playwright);
  await signInByRequest(request, account);
  await signInByRequest(other, account);

  // This device only: the other browser stays signed in.
  const profile = await served(request, "/profile");
  expect(profile.status).toBe(200);
  const here = await HtmlForm.byButton(profile, "Sign out of this device only").send(request, {
    button: "Sign out of this device only",
  });
  expect(here.status).toBe(302);
  expect(here.location).toBe("/auth");
  expect((await served(request, "/profile")).location).toBe("/auth?redirectTo=%2Fprofile");
  const otherProfile = await served(other, "/profile");
  expect(otherProfile.status).toBe(200);

  // Log out, from the other browser: every session ends, this one's too.
  await signInByRequest(request, account);
  expect((await served(request, "/profile")).status).toBe(200);
  const everywhere = await HtmlForm.byButton(otherProfile, "Log out").send(other, { button: "Log out" });
  expect(everywhere.status).toBe(302);
  expect(everywhere.location).toBe("/auth");
  const ended = await served(request, "/profile");
  expect(ended.status).toBe(302);
  expect(ended.location).toBe("/auth?redirectTo=%2Fprofile");
  await other.dispose();
});

test("after logging out, the old cookie replayed opens no private page", async ({ request, playwright }) => {
  const account = await apiAccount("replay-http");
  await signInByRequest(request, account);
  const cookies = await authCookies(request);
  expect(cookies.length).toBeGreaterThan(0);
  const logout = await request.post("/logout", { headers: { Origin: TEST_ORIGIN }, maxRedirects: 0 });
  expect(logout.status()).toBe(302);

  const replay = await elsewhere(playwright);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const path of ["/dashboard", "/profile"]) {
    const page = await served(replay, path, { headers: { Cookie: cookie } });
    expect(page.status, path).toBe(302);
    expect(page.location, path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  }
  await replay.dispose();
});

test("an access token near expiry is refreshed and the user stays signed in", async ({ request }) => {
  const account = await apiAccount("refresh-http", "Rae Refresh");
  await signInByRequest(request, account);
  const sessionCookie = async () =>
    (await authCookies(request)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const before = await sessionCookie();
  expect(before).not.toBe("");
  // A real wait: the token's expiry is the auth server's clock, which a test cannot move. Tokens
  // of the e2e stack live 95 s; after 5 s they are inside supabase-js's 90 s refresh margin.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const profile = await served(request, "/profile");
  expect(profile.status).toBe(200);
  expect(profile.response.headers()["cache-control"]).toBe("private, no-store");
  expect(textOf(profile.document.querySelector('[data-testid="viewer-name"]'))).toBe(account.name);
  const after = await sessionCookie();
  expect(after).not.toBe("");
  expect(after).not.toBe(before);
  const dashboard = await served(request, "/dashboard");
  expect(dashboard.status).toBe(200);
  expect(textOf(dashboard.document.querySelector('[data-testid="viewer-name"]'))).toBe(account.name);
});
