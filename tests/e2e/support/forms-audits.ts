/**
 * The free audit as the tests drive it without a browser (ADR 046, ADR 054): the fixture sites it
 * checks (scripts/audit-fixture-sites.mjs, `<name>.fixtures.test`, nothing leaves the machine), the
 * audit posted as the plain form posts it, and a preview page's findings read from its HTML.
 */
import type { APIRequestContext } from "@playwright/test";
import { CHECK_WEIGHTS } from "~/lib/audit/preview/score";
import { textOf } from "../../http/support/html-document";
import { HtmlForm, postForm } from "../../http/support/html-form";
import { served, type Served } from "../../http/support/test";

/** Every check the preview makes, by id, sorted. */
export const EVERY_CHECK = Object.keys(CHECK_WEIGHTS).sort();

/** An audit preview's own page. */
export const PREVIEW_PATH = /^\/audit\/preview\/[0-9a-f-]{36}$/;

/** A fixture site's address, made unique per call so no cached report answers it. */
export const fixture = (site: string, path = "/") =>
  `http://${site}.fixtures.test${path}${path.includes("?") ? "&" : "?"}t=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

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
  return textOf(document.querySelector(`[data-check="${id}"] p`));
}

/** The preview's score heading ("Preview score: N out of 100"), or "" when there is none. */
export function scoreHeading(document: Document): string {
  return textOf(document.querySelector("#audit-score-heading"));
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
