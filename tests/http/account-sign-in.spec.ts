/**
 * Signing in, signing up and asking for a reset without JavaScript (docs/product.md §5.2): each
 * form posted as a browser without JavaScript posts it, and the answer (status, Location, the
 * page's messages and kept values, cookies) checked. With JavaScript: tests/e2e/auth.spec.ts.
 */
import { DEMO_USER, freshEmail, SIGN_UP_NOTICE, type Account } from "../e2e/support/accounts";
import { apiAccount, authCookies, sendSignInForm } from "../e2e/support/account-setup";
import { latestLink } from "../e2e/support/mailbox";
import { authMessages } from "~/content/auth";
import { SESSION_TIMEBOX_SECONDS } from "~/lib/auth/session-limits";
import { accessibleDescription, byRole, oneByLabel, oneByRole, readableText, roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { expect, follow, isRendered, served, test, textOf, type APIRequestContext, type Served } from "./support/test";

const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
const RESET_SENT = "If an account exists for that email";

/** The field labelled so on a page (exactly, as the form's labels read). */
const field = (page: Served, label: string) => oneByLabel(page.document, label, { exact: true });

/** The messages of a role on a page, as one text. */
const said = (page: Served, role: "alert" | "status") => roleTexts(page.document, role).join(" ");

/** The signed-in viewer's name, as the account menu shows it. */
const viewerName = (page: Served) => textOf(page.document.querySelector('[data-testid="viewer-name"]'));

/** The texts of a page's h1 elements. */
const h1s = (page: Served) => [...page.document.querySelectorAll("h1")].map(textOf);

/** The mode switch of /auth: sign in, or create an account. */
const modeSwitch = (page: Served) =>
  oneByRole(page.document, "navigation", { name: "Sign in or create an account", exact: true });

/** An answer that sends the browser on: a 302 to `location`. */
function expectRedirect(answer: Served, location: string) {
  expect(answer.status).toBe(302);
  expect(answer.location).toBe(location);
}

/** Sends the sign-up form of `page` filled with a name, an email and a password. */
function sendSignUpForm(
  request: APIRequestContext,
  page: Served,
  account: { name: string; email: string; password: string },
): Promise<Served> {
  return HtmlForm.byButton(page, "Create account")
    .fill("Full name", account.name)
    .fill("Email", account.email)
    .fill("Password", account.password)
    .send(request, { button: "Create account" });
}

/** Asks for a reset link for `email` on a fresh /auth?mode=forgot. */
async function askForReset(request: APIRequestContext, email: string): Promise<Served> {
  const form = await served(request, "/auth?mode=forgot");
  return HtmlForm.byButton(form, "Send reset link").fill("Email", email).send(request, { button: "Send reset link" });
}

test.describe("sign-in without JavaScript", () => {
  // An account of these tests' own (one per worker): sign-in is limited per account (10 a minute),
  // and the demo user's are shared by the whole suite.
  let account: Account;
  test.beforeAll(async () => {
    account = await apiAccount("signin-http", "Sam Signin");
  });

  test("the user signs in and lands on the dashboard, with a cookie scripts cannot read that ends with the session's time-box", async ({
    request,
  }) => {
    const page = await served(request, "/auth", { status: 200 });
    const signedInAt = Date.now() / 1000;
    expectRedirect(await sendSignInForm(request, page, account), "/dashboard");
    const cookies = await authCookies(request);
    expect(cookies.length, "auth cookies set").toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(cookie.sameSite, cookie.name).toBe("Lax");
      expect(cookie.path, cookie.name).toBe("/");
      // 30 days (config.toml's [auth.sessions] timebox), not the library's 400.
      expect(cookie.expires - signedInAt, cookie.name).toBeGreaterThan(SESSION_TIMEBOX_SECONDS - 3_600);
      expect(cookie.expires - signedInAt, cookie.name).toBeLessThanOrEqual(SESSION_TIMEBOX_SECONDS + 3_600);
    }
    const dashboard = await served(request, "/dashboard", { status: 200 });
    expect(viewerName(dashboard)).toBe(account.name);
  });

  test("a wrong password answers 400 with the server's message and keeps the email", async ({ request }) => {
    const page = await served(request, "/auth");
    const answer = await sendSignInForm(request, page, { email: account.email, password: "not-the-password" });
    expect(answer.status).toBe(400);
    expect(roleTexts(answer.document, "alert")).toEqual(["Invalid login credentials"]);
    expect(field(answer, "Email").getAttribute("value")).toBe(account.email);
    expect(await authCookies(request)).toEqual([]);
  });

  test("an empty form asks for the email and password with the specification's sentence alone", async ({ request }) => {
    const page = await served(request, "/auth");
    const answer = await sendSignInForm(request, page, { email: "", password: "" });
    expect(answer.status).toBe(400);
    expect(roleTexts(answer.document, "alert")).toEqual([MISSING_CREDENTIALS]);
    // No second wording under the fields (ADR 048): they are marked, and described by the sentence.
    expect(readableText(answer.document)).not.toMatch(/Please enter your/);
    for (const label of ["Email", "Password"]) {
      const input = field(answer, label);
      expect(input.getAttribute("aria-invalid"), label).toBe("true");
      expect(accessibleDescription(input), label).toBe(MISSING_CREDENTIALS);
    }
  });

  test("redirectTo to another host is ignored", async ({ request }) => {
    // As the page serves the form for it, and as a hostile page would post it.
    const page = await served(request, "/auth?redirectTo=//evil.example", { status: 200 });
    expectRedirect(await sendSignInForm(request, page, account), "/dashboard");
    const hostile = await HtmlForm.byButton(page, "Sign in")
      .fill("Email", account.email)
      .fill("Password", account.password)
      .override("redirectTo", "//evil.example")
      .send(request, { button: "Sign in" });
    expectRedirect(hostile, "/dashboard");
  });

  test("a guarded page sends the visitor through sign-in and back", async ({ request }) => {
    const guarded = await served(request, "/profile");
    expectRedirect(guarded, "/auth?redirectTo=%2Fprofile");
    const answer = await sendSignInForm(request, await served(request, guarded.location!), account);
    expectRedirect(answer, "/profile");
    const profile = await follow(request, answer);
    expect(profile.status).toBe(200);
    expect(h1s(profile)).toEqual(["Profile"]);
  });

  test("a wrong password answers 400 to a plain form post", async ({ request }) => {
    // Any address: an unknown one gets the same answer, and the demo user's sign-ins are the suite's.
    const unknown = freshEmail("wrong-password");
    const response = await request.post("/auth", {
      form: { intent: "sign-in", email: unknown, password: "wrong" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(`value="${unknown}"`);
  });
});

test("a new visitor signs up through the emailed link, then logs out with every auth cookie removed", async ({
  request,
}) => {
  const account = { name: "Nora Nojs", email: freshEmail("nojs"), password: "nojs-passphrase-2026" };
  const answer = await sendSignUpForm(request, await served(request, "/auth?mode=sign-up"), account);
  expect(answer.status).toBe(200);
  expect(roleTexts(answer.document, "status")).toEqual([SIGN_UP_NOTICE]);

  const link = new URL(await latestLink(account.email, "signup"));
  const confirmed = await served(request, `${link.pathname}${link.search}`);
  expectRedirect(confirmed, "/dashboard");
  const dashboard = await follow(request, confirmed);
  expect(viewerName(dashboard)).toBe(account.name);
  expect(await authCookies(request)).not.toEqual([]);

  expectRedirect(await HtmlForm.byButton(dashboard, "Log out").send(request, { button: "Log out" }), "/auth");
  expect(await authCookies(request)).toEqual([]);
  expectRedirect(await served(request, "/dashboard"), "/auth?redirectTo=%2Fdashboard");
});

test.describe("sign-up and recovery messages", () => {
  test("a password the policy refuses is refused at its field with the reason, keeping name and email", async ({
    request,
  }) => {
    const email = freshEmail("weak");
    const refused = [
      ["123", authMessages.passwordTooShort],
      ["aaaaaaaaaaaa", authMessages.passwordRepeated],
      [email, authMessages.passwordIsEmail],
    ] as const;
    for (const [password, reason] of refused) {
      const form = await served(request, "/auth?mode=sign-up");
      const answer = await sendSignUpForm(request, form, { name: "Wendy Weak", email, password });
      expect(answer.status, password).toBe(400);
      expect(accessibleDescription(field(answer, "Password")), password).toContain(reason);
      expect(field(answer, "Full name").getAttribute("value")).toBe("Wendy Weak");
      expect(field(answer, "Email").getAttribute("value")).toBe(email);
    }
  });

  test("a new address and a registered one get the same answer and status, and no tell", async ({ request }) => {
    const answers: Array<{ status: number; notices: string[]; alerts: string[] }> = [];
    for (const email of [freshEmail("alike"), DEMO_USER.email]) {
      const form = await served(request, "/auth?mode=sign-up");
      const answer = await sendSignUpForm(request, form, {
        name: "Alike Answer",
        email,
        password: "an-alike-passphrase-2026",
      });
      answers.push({
        status: answer.status,
        notices: roleTexts(answer.document, "status"),
        alerts: roleTexts(answer.document, "alert"),
      });
    }
    expect(answers[0]).toEqual({ status: 200, notices: [SIGN_UP_NOTICE], alerts: [] });
    expect(answers[1], "a registered address (the demo user's)").toEqual(answers[0]);
  });

  test("asked twice, a known and an unknown address get four identical answers", async ({ request }) => {
    // The auth server refuses a second email to a known account within a minute; that must not show.
    const answers: string[] = [];
    for (const email of [DEMO_USER.email, DEMO_USER.email, "nobody-twice@example.com", "nobody-twice@example.com"]) {
      const answer = await askForReset(request, email);
      expect(said(answer, "status"), email).toContain(RESET_SENT);
      answers.push(
        `${answer.status} ${roleTexts(answer.document, "status").join(" | ")} ${roleTexts(answer.document, "alert").length}`,
      );
    }
    expect(new Set(answers).size, answers.join("\n")).toBe(1);
    expect(answers[0]).toMatch(/^200 /);
  });

  test("a reset request gives the same answer for any email", async ({ request }) => {
    const answer = await askForReset(request, "nobody-here@example.com");
    expect(answer.status).toBe(200);
    expect(said(answer, "status")).toContain(RESET_SENT);
  });

  test("an invalid sign-up confirmation link says so on the sign-in form", async ({ request }) => {
    const page = await served(request, "/auth?token_hash=not-a-token&type=email", { status: 400 });
    expect(said(page, "alert")).toContain("This confirmation link is invalid or has expired.");
    expect(isRendered(field(page, "Email"))).toBe(true);
  });

  test("an invalid reset link says so", async ({ request }) => {
    const page = await served(request, "/auth/reset?token_hash=not-a-token&type=recovery", { status: 400 });
    expect(said(page, "alert")).toContain("invalid or has expired");
  });

  test("the mode switch marks the current mode and keeps the way back", async ({ request }) => {
    const modes = modeSwitch(await served(request, "/auth?redirectTo=%2Fprofile"));
    const link = (scope: Element, name: string) => byRole(scope, "link", { name, exact: true });
    expect(link(modes, "Sign in").map((found) => found.getAttribute("aria-current"))).toEqual(["page"]);
    const toSignUp = link(modes, "Create account");
    expect(toSignUp).toHaveLength(1);
    const href = new URL(toSignUp[0]!.getAttribute("href")!, "http://site.test");
    expect(`${href.pathname}${href.search}`).toBe("/auth?mode=sign-up&redirectTo=%2Fprofile");

    const signUp = await served(request, `${href.pathname}${href.search}`, { status: 200 });
    expect(h1s(signUp)).toEqual(["Create Your Account"]);
    expect(link(modeSwitch(signUp), "Create account").map((found) => found.getAttribute("aria-current"))).toEqual([
      "page",
    ]);
    expect(
      [...signUp.document.querySelectorAll('input[name="redirectTo"]')].map((input) => input.getAttribute("value")),
    ).toEqual(["/profile"]);
  });

  test("the sign-in page is not indexed", async ({ request }) => {
    const page = await served(request, "/auth");
    expect(
      [...page.document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute("content")),
    ).toEqual(["noindex,nofollow"]);
  });
});
