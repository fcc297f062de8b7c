/**
 * Two-step sign-in without JavaScript (issue 13, ADR 026): where an admin without an authenticator
 * app is sent, what waits for the code, which codes the prompt refuses, and the lock after five
 * wrong ones. Each test has accounts of its own, made through the auth server's API; the setup on
 * /profile and the prompt with JavaScript are in tests/e2e/account-security.spec.ts.
 */
import { DEMO_ADMIN } from "../e2e/support/accounts";
import { addAuthenticator, apiAccount, apiAdmin, sendSignInForm } from "../e2e/support/account-setup";
import { TEST_SUPABASE_URL } from "../e2e/support/servers";
import { pathOf } from "../e2e/support/sitemap";
import { selectAsServiceRole } from "../e2e/support/supabase-admin";
import { forgetAcceptedCode, promoteToAdmin, totpCode } from "../e2e/support/two-step";
import { LOCAL_ANON_KEY } from "../../supabase/local/keys";
import { roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { expect, follow, served, test, textOf, type APIRequestContext, type Served } from "./support/test";

const headings = (page: Served) => [...page.document.querySelectorAll("h1")].map(textOf);

/** Posts the sign-in form of `path` with the account's email and password. */
async function signInForm(request: APIRequestContext, account: { email: string; password: string }, path = "/auth") {
  return sendSignInForm(request, await served(request, path), account);
}

/** Answers the code prompt on `page` with `code`. */
function answerPrompt(request: APIRequestContext, page: Served, code: string) {
  return HtmlForm.byButton(page, "Continue").fill("Six-digit code", code).send(request, { button: "Continue" });
}

test("an admin without an authenticator app is sent to set one up, from the admin pages and from sign-in", async ({
  request,
}) => {
  const account = await apiAccount("mfa-setup", "Sid Setup");
  await promoteToAdmin(account.name);

  // An admin lands on the lead inbox (ADR 048), which first asks for the setup.
  const signedIn = await signInForm(request, account);
  expect(signedIn.status).toBe(302);
  const setup = await follow(request, signedIn);
  expect(pathOf(setup.url)).toBe("/auth/mfa?redirectTo=%2Fadmin%2Fleads");
  expect(setup.status).toBe(200);
  expect(headings(setup)).toEqual(["Set Up Two-Step Sign-In"]);

  // Without a factor, the admin pages send the admin to set one up, then back.
  const leads = await served(request, "/admin/leads");
  expect(leads.status).toBe(303);
  expect(leads.location).toBe("/auth/mfa?redirectTo=%2Fadmin%2Fleads");
});

test("an admin with an app is asked for a code; nothing opens before it; an old or used code is refused", async ({
  request,
}) => {
  // The code that confirmed the app stays remembered: the prompt refuses it for a minute or so.
  const account = await apiAdmin("mfa-prompt", "Pia Prompt", { keepAcceptedCode: true });
  const signedIn = await signInForm(request, account, "/auth?redirectTo=%2Fadmin%2Fleads");
  expect(signedIn.status).toBe(302);
  const prompt = await follow(request, signedIn);
  expect(pathOf(prompt.url)).toBe("/auth/mfa?redirectTo=%2Fadmin%2Fleads");
  expect(prompt.status).toBe(200);
  expect(headings(prompt)).toEqual(["Enter Your Sign-In Code"]);

  // A code already used (at the setup, in this 30-second window or the next) is refused, first,
  // while that minute lasts.
  const used = await answerPrompt(request, prompt, totpCode(account.totpSecret));
  expect(used.status).toBeGreaterThanOrEqual(400);
  expect(used.location).toBeUndefined();
  expect(roleTexts(used.document, "alert").join(" ")).toContain("This code was already used");

  // A code one minute old is refused.
  const old = await answerPrompt(request, used, totpCode(account.totpSecret, Date.now() - 60_000));
  expect(old.status).toBeGreaterThanOrEqual(400);
  expect(old.location).toBeUndefined();
  expect(roleTexts(old.document, "alert").join(" ")).toContain("That code is not right");

  // Not past the prompt: every admin page, and the dashboard, send back to it.
  for (const path of ["/admin/leads", "/admin/settings", "/dashboard"]) {
    const page = await served(request, path);
    expect(page.status, path).toBe(303);
    expect(page.location, path).toMatch(/^\/auth\/mfa\?redirectTo=/);
  }

  await forgetAcceptedCode(account.totpFactorId);
  const passed = await answerPrompt(request, old, totpCode(account.totpSecret));
  expect(passed.status).toBe(302);
  expect(passed.location).toBe("/admin/leads");
  const inbox = await follow(request, passed);
  expect(inbox.status).toBe(200);
  expect(headings(inbox)).toEqual(["Leads"]);
});

test("five wrong codes lock two-step sign-in, sign the user out once, and say so", async ({ request }) => {
  const account = await addAuthenticator(await apiAccount("mfa-lock", "Lou Lock"));
  let prompt = await follow(request, await signInForm(request, account));
  expect(pathOf(prompt.url)).toMatch(/^\/auth\/mfa/);
  for (let attempt = 1; attempt <= 4; attempt++) {
    prompt = await answerPrompt(request, prompt, "000000");
    expect(prompt.status, `wrong code ${attempt}`).toBeGreaterThanOrEqual(400);
    expect(roleTexts(prompt.document, "alert").join(" "), `wrong code ${attempt}`).toContain("That code is not right");
  }
  const locked = await answerPrompt(request, prompt, "000000");
  expect(locked.status).toBe(302);
  expect(locked.location).toMatch(/^\/auth\?error_code=mfa-locked/);
  const told = await follow(request, locked);
  expect(roleTexts(told.document, "alert").join(" ")).toContain("Too many wrong codes");
  const dashboard = await served(request, "/dashboard");
  expect(dashboard.status).toBe(302);
  expect(dashboard.location).toMatch(/^\/auth\?redirectTo=/);

  // While locked, the right code is refused with the same words and the session it came from
  // stays: trying again cannot sign the owner out again (issue 24). (The code typed as the app
  // shows it: forgetAcceptedCode would clear the factor's record, lock and all.)
  const again = await follow(request, await signInForm(request, account));
  expect(pathOf(again.url)).toMatch(/^\/auth\/mfa/);
  const refused = await answerPrompt(request, again, totpCode(account.totpSecret));
  expect(roleTexts(refused.document, "alert").join(" ")).toContain("Too many wrong codes");
  const stays = await served(request, "/dashboard");
  expect(stays.status).toBe(303);
  expect(stays.location).toMatch(/^\/auth\/mfa/);
});

test("an admin at aal1 reads no lead through /rest/v1 with their own token", async () => {
  const token = await fetch(`${TEST_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(token.status).toBe(200);
  const session = (await token.json()) as { access_token: string };
  expect(JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString()).aal).toBe("aal1");
  const leads = await fetch(`${TEST_SUPABASE_URL}/rest/v1/leads?select=id`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  });
  expect(leads.status).toBe(200);
  expect(await leads.json()).toEqual([]);
  expect((await selectAsServiceRole<{ id: string }>("leads", "select=id")).length).toBeGreaterThan(0);
});
