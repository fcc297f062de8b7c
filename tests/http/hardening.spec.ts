/**
 * Requests the performance-and-robustness issue names (ADR 019, ADR 021): cache keys a visitor
 * cannot steer, private paths never cached in any letter case, Origin: null and X-Forwarded-Host,
 * body limits, control characters, long return paths, and signed-in pages kept out of every cache.
 */
import { expect, parseDocument, test, textOf } from "./support/test";
import { signInByRequest } from "../e2e/support/account-setup";
import { DEMO_USER } from "../e2e/support/accounts";
import { visitorAddress } from "../e2e/support/bot-traps";
import { contactBody } from "../e2e/support/form-bodies";
import { BROWSER_USER_AGENT } from "../e2e/support/html";

const browser = { "User-Agent": BROWSER_USER_AGENT };

test.describe("edge cache keys", () => {
  test("a ?__build= value never reaches the cached page or its form", async ({ request }) => {
    const marker = `attacker-${Date.now()}`;
    const poisoned = await request.get(`/contact?__build=${marker}`, { headers: browser });
    expect(poisoned.status()).toBe(200);
    expect(await poisoned.text()).not.toContain(marker);
    await expect
      .poll(async () => (await request.get("/contact", { headers: browser })).headers()["x-edge-cache"])
      .toBe("HIT");
    const page = await (await request.get("/contact", { headers: browser })).text();
    expect(page).not.toContain(marker);
    expect(page).toMatch(/<form[^>]*action="\/contact(?:#[\w-]+)?"/);
  });

  test("campaign and random parameters hit the page's one cached copy; the page's own are kept apart", async ({
    request,
  }) => {
    const path = "/services/technical-seo";
    await expect
      .poll(async () => (await request.get(path, { headers: browser })).headers()["x-edge-cache"])
      .toBe("HIT");
    for (const query of [
      "?utm_source=news&utm_medium=email",
      "?gclid=abc",
      "?fbclid=x&msclkid=y",
      `?r=${Date.now()}`,
    ]) {
      const response = await request.get(`${path}${query}`, { headers: browser, maxRedirects: 0 });
      expect(response.status(), query).toBe(200);
      expect(response.headers()["x-edge-cache"], query).toBe("HIT");
    }
    // The pricing tab is part of the home page's key: it renders another page.
    const current = (html: string, plan: string) =>
      new RegExp(`<a(?=[^>]*href="/\\?plan=${plan}#pricing")(?=[^>]*aria-current="page")[^>]*>`).test(html);
    const crm = await (await request.get(`/?plan=crm&utm_source=${Date.now()}`, { headers: browser })).text();
    expect(current(crm, "crm")).toBe(true);
    const home = await (await request.get(`/?utm_source=${Date.now()}`, { headers: browser })).text();
    expect(current(home, "diy")).toBe(true);
    expect(current(home, "crm")).toBe(false);
  });

  test("private paths are never cached, whatever the letter case", async ({ request }) => {
    for (const path of ["/AUTH", "/Auth", "/Auth/Reset", "/AUTH/RESET"]) {
      for (let i = 0; i < 2; i++) {
        const response = await request.get(path, { headers: browser });
        expect(response.headers()["x-edge-cache"], `${path} #${i + 1}`).toBeUndefined();
      }
    }
  });
});

test.describe("origins and forwarded hosts", () => {
  test("Origin: null is refused with 403 for document posts, fetch-style posts and logout", async ({
    request,
    baseURL,
  }) => {
    for (const [path, form] of [
      ["/contact", contactBody()],
      ["/contact.data", contactBody()],
      ["/auth.data?index", { intent: "sign-in", email: DEMO_USER.email, password: DEMO_USER.password }],
      ["/logout", {}],
    ] as const) {
      const response = await request.post(path, { form, headers: { Origin: "null" }, maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text()).toBe("Cross-site form submissions are not accepted.");
    }
    // From an address of its own, so the lead forms' rate limit (other tests) does not answer.
    const own = await request.post("/contact", {
      form: contactBody(),
      headers: { Origin: baseURL!, "CF-Connecting-IP": visitorAddress() },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });

  test("a same-origin post with a different X-Forwarded-Host goes through", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      form: contactBody(),
      headers: { Origin: baseURL!, "X-Forwarded-Host": "evil.example", "CF-Connecting-IP": visitorAddress() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/contact?sent=1#request-form");
  });
});

test.describe("bodies and fields", () => {
  test("a form body over 64 KB gets 413 and the request error page", async ({ request }) => {
    const response = await request.post("/contact", {
      form: contactBody({ message: "x".repeat(70_000) }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("The submitted form is too large. Please shorten it and try again.");
  });

  test("a NUL in the sign-in email gets 400 and the field's message, not an outage", async ({ request, baseURL }) => {
    const response = await request.post("/auth", {
      form: { intent: "sign-in", email: "user\u0000@example.com", password: "anything" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const document = parseDocument(await response.text());
    const messages = [...document.querySelectorAll("p, span, li, div")].map(textOf);
    expect(messages).toContain("Please enter a valid email address");
    expect(textOf(document.body)).not.toContain("Sign-in is temporarily unavailable");
  });

  test("control characters in a lead's fields get 400 with the field's message, a right-to-left override too", async ({
    request,
  }) => {
    for (const name of ["Jane\u0000Rivera", "Jane \u202eareviR"]) {
      const response = await request.post("/contact", { form: contactBody({ name }), maxRedirects: 0 });
      expect(response.status(), JSON.stringify(name)).toBe(400);
      expect(await response.text()).toContain("Please remove the invisible control characters from this field.");
    }
  });

  test("control characters in a profile name and a project get 400 with the message, not an outage", async ({
    request,
    baseURL,
  }) => {
    await signInByRequest(request, DEMO_USER);
    const post = (path: string, form: Record<string, string>) =>
      request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    for (const [path, form] of [
      ["/profile", { intent: "name", fullName: "Uma\u0000User" }],
      ["/profile", { intent: "name", fullName: "Uma\u0007User" }],
      ["/dashboard", { intent: "create", name: "Site\u0000One", url: "https://one.example" }],
      ["/dashboard", { intent: "create", name: "Site One", url: "https://one.example/\u0000" }],
    ] as const) {
      const response = await post(path, form);
      expect(response.status(), `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(await response.text()).toContain("Please remove the invisible control characters from this field.");
    }
    // The name the profile still shows is the one it had.
    const profile = parseDocument(await (await request.get("/profile")).text());
    const shown = profile.querySelector<HTMLInputElement>('input[name="fullName"]')?.getAttribute("value");
    expect(shown, "the profile's name field").toBeTruthy();
    expect(shown!.includes("\u0000") || shown!.includes("\u0007"), JSON.stringify(shown)).toBe(false);
  });

  test("an encoded backslash path is a 404, not a server error", async ({ request }) => {
    for (const path of ["/%5C", "/%5Cevil.example", "/%5C%7C"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test("a guard leaves a return path over 2,048 characters out of its redirect", async ({ request }) => {
  const long = await request.get(`/dashboard?q=${"x".repeat(60_000)}`, { maxRedirects: 0 });
  expect(long.status()).toBe(302);
  expect(long.headers()["location"]).toBe("/auth");
  const short = await request.get("/dashboard?q=1", { maxRedirects: 0 });
  expect(short.headers()["location"]).toBe("/auth?redirectTo=%2Fdashboard%3Fq%3D1");
});

test("pages rendered for a signed-in viewer are private, no-store", async ({ request }) => {
  await signInByRequest(request, DEMO_USER);
  for (const path of ["/dashboard", "/", "/contact"]) {
    const response = await request.get(path, { headers: browser, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});
