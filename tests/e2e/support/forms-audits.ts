/**
 * The free audit as the tests drive it (ADR 046, ADR 054): the fixture sites it checks
 * (scripts/audit-fixture-sites.mjs, `<name>.fixtures.test`, nothing leaves the machine), the audit
 * posted as the plain form posts it, a preview page's findings read from its HTML, and, for the
 * browser tests, the analyser answered locally and the tool opened on the page's clock.
 */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { auditFormCopy } from "~/content/audit-form";
import { CHECK_WEIGHTS } from "~/lib/audit/preview/score";
import { textOf } from "../../http/support/html-document";
import { HtmlForm, postForm, type ButtonChoice } from "../../http/support/html-form";
import { served, type Served } from "../../http/support/test";
import { waitForHydration } from "./html";

/** Every check the preview makes, by id, sorted. */
export const EVERY_CHECK = Object.keys(CHECK_WEIGHTS).sort();

/** An audit preview's own page. */
export const PREVIEW_PATH = /^\/audit\/preview\/[0-9a-f-]{36}$/;

/** A fixture site's address, made unique per call so no cached report answers it. */
export const fixture = (site: string, path = "/") =>
  `http://${site}.fixtures.test${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A fixture site on a host of its own (`good--x7k2p.fixtures.test` is the good site): a test that
 * audits it is not held by the per-host limit the other tests' audits of the same site count.
 */
export const ownHost = (site: string) => `${site}--${Math.random().toString(36).slice(2, 8)}`;

/** Each check's status as the report shows it ("Pass", "Improve", "Fail"), by check id. */
export function checkStatuses(document: Document | Element): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll("[data-check]")].map((item) => [
      item.getAttribute("data-check"),
      textOf(item.querySelector("span.rounded-full")),
    ]),
  );
}

/** A check's finding, the first paragraph of its item. */
export function findingOf(document: Document | Element, id: string): string {
  return textOf(document.querySelector(`[data-check="${id}"] [data-finding]`));
}

/** The preview's score heading ("Preview score: N out of 100"), or "" when there is none. */
export function scoreHeading(document: Document): string {
  return textOf(document.querySelector("#audit-score-heading"));
}

/** The analyser the audit's answer links (and its script opens in a new tab), with the site to analyse in its query. */
export const ANALYSER = "https://data.searchenginelabs.com/go/url/";

/**
 * Sends an audit form as served (the tool's, or a project's) with the button chosen (its first
 * by default) and expects what /audit answers an address it takes: a 303 to the audit's preview.
 * Answers that redirect; `what` names the send in a failure.
 */
export async function sendAuditForm(
  request: APIRequestContext,
  form: HtmlForm,
  { button, what = form.page.url }: { button?: ButtonChoice; what?: string } = {},
): Promise<Served> {
  const answer = await form.send(request, { button });
  expect(answer.status, what).toBe(303);
  expect(answer.location, what).toMatch(PREVIEW_PATH);
  return answer;
}

/** Posts an address to /audit as the plain form does; the answer is a 303 to its preview, or the form again. */
export function postAudit(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<Served> {
  return postForm(request, "/audit", { url }, headers);
}

/** Audits `url` and opens its preview (the report streamed to its end); throws unless /audit said 303. */
export async function auditPreview(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<Served & { path: string }> {
  const answer = await postAudit(request, url, headers);
  if (answer.status !== 303 || !answer.location) throw new Error(`/audit answered ${answer.status} for ${url}`);
  return { ...(await served(request, answer.location)), path: answer.location };
}

/**
 * A project of the signed-in customer whose request context this is, audited once and its
 * preview read to the end (which stores the score): what the dashboard and the project page then
 * show with a scored row. Resolves to the project's page and the preview's. Throws on any refusal.
 */
export async function addScoredProject(
  request: APIRequestContext,
  name: string,
  url: string,
): Promise<{ projectPath: string; previewPath: string }> {
  const dashboard = await served(request, "/dashboard");
  const created = await HtmlForm.byField(dashboard, "Project name")
    .fill("Project name", name)
    .fill("Website", url)
    .send(request);
  if (!created.location?.startsWith("/project/")) throw new Error(`Adding a project answered ${created.status}`);
  const project = await served(request, created.location);
  const audit = [...project.document.querySelectorAll("form")].find((form) => form.getAttribute("action") === "/audit");
  if (!audit) throw new Error("The project page has no audit form");
  const answer = await new HtmlForm(project, audit).send(request);
  if (answer.status !== 303 || !answer.location) throw new Error(`The project's audit answered ${answer.status}`);
  const preview = await served(request, answer.location);
  if (!scoreHeading(preview.document)) throw new Error("The project's audit has no score");
  return { projectPath: created.location, previewPath: answer.location };
}

/**
 * Nothing the browser asks of another site leaves this machine: the analyser answers with a page
 * of its own, every other outside address (an audited site's favicon) with a 404.
 */
export async function answerOutsideLocally(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().url().startsWith(ANALYSER)
      ? route.fulfill({ status: 200, contentType: "text/html", body: "<title>Analyser</title><h1>Analyser</h1>" })
      : route.fulfill({ status: 404, body: "" }),
  );
}

/** A fixed start for the page's clock. */
const CLOCK_START = Date.parse("2026-11-22T12:00:00Z");

/**
 * Opens /audit on a clock installed at a fixed start and paused once the page has hydrated: from
 * then on its time (the debounce, the toasts) moves only when the test says so. Answers the
 * form's field and its submit button.
 */
export async function openAuditOnClock(page: Page): Promise<{ field: Locator; submit: Locator }> {
  await page.clock.install({ time: CLOCK_START });
  await page.goto("/audit");
  await waitForHydration(page);
  await page.clock.pauseAt(CLOCK_START + 600_000);
  return {
    field: page.getByLabel(auditFormCopy.inputLabel),
    submit: page.getByRole("button", { name: "Analyze My Website" }),
  };
}
