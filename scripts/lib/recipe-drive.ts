/**
 * What scripts/recipes.test.ts does on a copy's own stack, in Chromium, as a visitor and the admin
 * would: the partner form ("Add a kind of lead") refused and sent, without JavaScript and with; the
 * demo admin signing in (password, then the authenticator's code) and reading the inbox and its
 * CSV; the copy button ("Add a behaviour") clicked. It returns what it saw, for the test to judge.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { MIN_FILL_SECONDS } from "../../app/lib/forms/honeypot";
import { DEFAULT_CHROMIUM } from "../ensure-chromium.mjs";
import { DEMO_ACCOUNTS, totpNow } from "./page-types.mjs";
import { startStack } from "./stack.mjs";

export interface Driven {
  refusal: { message: string; fieldMessage: string; typedName: string };
  withoutJavaScript: { url: string; thanked: boolean };
  /** `stayed`: the page sent it with its script, without loading a new document. */
  withJavaScript: { url: string; thanked: boolean; stayed: boolean };
  sentEmails: string[];
  inbox: { rows: string[]; sourceFilter: string; csv: string };
  behaviour: { copied: string; buttonWithoutJavaScript: boolean; code: boolean };
}

const THANKS = "Thank you! Your application is in.";
/** Generous: a step's first request compiles the Worker's code, and a busy machine is slow (ADR 054). */
const STEP_TIMEOUT = 120_000;

/** Resolves once the page has hydrated and its effects have run (app/root.tsx marks the document). */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/** A person takes a few seconds to fill the form; a form sent sooner is dropped as a bot's. */
async function waitOutTimeTrap(renderedAt: number) {
  const left = renderedAt + MIN_FILL_SECONDS * 1000 + 300 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function fillPartnerForm(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Pat Partner");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Partner Agency LLC");
  await page.getByLabel("How would you like to partner?").selectOption("agency");
}

/** Sends a filled form; answers where the visitor landed and whether they were thanked. */
async function sendPartnerForm(page: Page, email: string, renderedAt: number) {
  await fillPartnerForm(page, email);
  await waitOutTimeTrap(renderedAt);
  await page.getByRole("button", { name: "Send Application" }).click();
  await page.waitForURL(/sent=1/);
  const thanked = await page
    .getByText(THANKS)
    .waitFor()
    .then(
      () => true,
      async () => {
        console.error(`No thanks on ${page.url()}:`, await page.locator("main").textContent());
        return false;
      },
    );
  const url = new URL(page.url());
  return { url: `${url.pathname}${url.search}`, thanked };
}

async function asVisitor(browser: Browser, origin: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

export async function driveRecipes(dir: string): Promise<Driven> {
  const stack = await startStack({
    cwd: dir,
    skipBuild: true,
    port: 8975,
    dbPort: 54475,
    inspectorPort: 9475,
    urlEnv: null,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || DEFAULT_CHROMIUM });
  try {
    const stamp = Date.now().toString(36);
    const sentEmails = [`pat-nojs-${stamp}@example.com`, `pat-js-${stamp}@example.com`];

    // Without JavaScript: a refusal first, then the form sent.
    const plain = await asVisitor(browser, stack.origin, false);
    await plain.page.goto("/become-a-partner");
    await plain.page.getByLabel("Full name").fill("Pat Partner");
    await plain.page.getByRole("button", { name: "Send Application" }).click();
    await plain.page.getByRole("alert").first().waitFor();
    const refusal = {
      message: (await plain.page.getByRole("alert").first().textContent()) ?? "",
      fieldMessage: (await plain.page.getByText("Please choose how you would like to partner.").textContent()) ?? "",
      typedName: await plain.page.getByLabel("Full name").inputValue(),
    };
    // The refused form came back with a render of its own: its time trap starts again.
    const withoutJavaScript = await sendPartnerForm(plain.page, sentEmails[0]!, Date.now());
    await plain.close();

    // With JavaScript: ServerForm posts it and shows the answer.
    const scripted = await asVisitor(browser, stack.origin, true);
    await scripted.page.goto("/become-a-partner");
    const renderedAt = Date.now();
    await hydrated(scripted.page);
    // A mark on the window survives a send made by the page's script, and not a page load.
    await scripted.page.evaluate(() => Object.assign(window, { recipeMark: true }));
    const sent = await sendPartnerForm(scripted.page, sentEmails[1]!, renderedAt);
    const stayed = await scripted.page.evaluate(
      () => (window as unknown as { recipeMark?: boolean }).recipeMark === true,
    );
    const withJavaScript = { ...sent, stayed };
    await scripted.close();

    // The demo admin signs in (password, then the authenticator's code) and reads the inbox.
    const admin = await browser.newContext({ baseURL: stack.origin });
    admin.setDefaultTimeout(STEP_TIMEOUT);
    const page = await admin.newPage();
    await page.goto("/auth?redirectTo=%2Fadmin%2Fleads%3Fsource%3Dpartner");
    await hydrated(page);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/auth\/mfa/);
    await hydrated(page);
    await page.getByLabel("Six-digit code").fill(totpNow(DEMO_ACCOUNTS.admin.totpSecret));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/admin\/leads\?source=partner/);
    const main = page.locator("main");
    await main.getByText("2 leads").waitFor();
    const text = (await main.textContent()) ?? "";
    const inbox = {
      rows: sentEmails.filter((email) => text.includes(email)),
      sourceFilter: (await page.getByLabel("Source").locator("option:checked").textContent()) ?? "(no source chosen)",
      csv: await (await admin.request.get("/admin/leads.csv?source=partner")).text(),
    };
    await admin.close();

    // The behaviour, on /careers: with JavaScript the button shows and copies; without, the address reads.
    const clipboard = await browser.newContext({
      baseURL: stack.origin,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    clipboard.setDefaultTimeout(STEP_TIMEOUT);
    const careers = await clipboard.newPage();
    await careers.goto("/careers");
    await hydrated(careers);
    await careers.getByRole("button", { name: "Copy" }).click();
    const copied = await careers.evaluate(() => navigator.clipboard.readText());
    await clipboard.close();
    const still = await asVisitor(browser, stack.origin, false);
    await still.page.goto("/careers");
    const behaviour = {
      copied,
      buttonWithoutJavaScript: await still.page.getByRole("button", { name: "Copy" }).isVisible(),
      code: await still.page.getByText("jobs@rankwell.example").isVisible(),
    };
    await still.close();

    return { refusal, withoutJavaScript, withJavaScript, sentEmails, inbox, behaviour };
  } finally {
    await browser.close();
    await stack.stop();
  }
}
