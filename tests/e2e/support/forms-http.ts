/**
 * Forms as a browser without JavaScript sends them, for tests that need no browser (ADR 054): read
 * a form from the HTML the server sent, fill its fields by their labels, post what the browser
 * would post (every field's value, the bot traps as rendered, the Origin header) and read the
 * answer: its status, its Location and the document it holds.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { MIN_FILL_SECONDS } from "~/lib/forms/honeypot";
import { isRendered, parseDocument, textOf } from "../../http/support/html-document";
import { BROWSER_USER_AGENT } from "./html";
import { TEST_ORIGIN } from "./servers";

/** A page as the server sent it: its response, its HTML text and the document parsed from it. */
export interface Page {
  response: APIResponse;
  status: number;
  html: string;
  document: Document;
}

/** A form post's answer: its status, where it sends the browser, and the page it holds. */
export interface Answer extends Page {
  location: string | undefined;
}

/** An empty document, for answers that carry no HTML (a redirect). */
const NO_HTML = "<!doctype html><html><head></head><body></body></html>";

/** What a browser sends with every request: its User-Agent (crawlers get pages whole, ADR 046). */
const AS_A_BROWSER = { "User-Agent": BROWSER_USER_AGENT };

async function pageOf(response: APIResponse): Promise<Page> {
  const html = await response.text();
  return { response, status: response.status(), html, document: parseDocument(html.trim() ? html : NO_HTML) };
}

/** GETs a page as a browser asks for it, following no redirect, and parses what came back. */
export async function getPage(request: APIRequestContext, path: string): Promise<Page> {
  return pageOf(await request.get(path, { headers: AS_A_BROWSER, maxRedirects: 0 }));
}

/** The element whose id is `id` (React's ids, `:R1:`, are no valid CSS selectors). */
function byId(root: Document | Element, id: string): Element | null {
  const document = "documentElement" in root ? root : root.ownerDocument;
  return [...document.querySelectorAll("[id]")].find((element) => element.getAttribute("id") === id) ?? null;
}

/**
 * The control a `<label>` names, found as a browser would by the label's text (exactly, after
 * white space is collapsed), within `root`. Throws when no label, or more than one, says it.
 */
export function controlLabelled(root: Document | Element, label: string): Element {
  const labels = [...root.querySelectorAll("label")].filter((element) => textOf(element) === label);
  const [found, ...others] = labels;
  if (!found || others.length) throw new Error(`${labels.length} labels say "${label}"`);
  const target = found.getAttribute("for");
  const control = target ? byId(found, target) : found.querySelector("input, select, textarea");
  if (!control) throw new Error(`The label "${label}" names no control`);
  return control;
}

/** A control's value as the page holds it before anyone types: what a browser would send. */
export function valueOf(control: Element): string {
  if (control.localName === "textarea") return control.textContent ?? "";
  if (control.localName === "select") {
    const options = [...control.querySelectorAll("option")];
    const chosen = options.filter((option) => option.hasAttribute("selected")).pop() ?? options[0];
    return chosen ? (chosen.getAttribute("value") ?? textOf(chosen)) : "";
  }
  return control.getAttribute("value") ?? "";
}

/** The text of a select's chosen option, as the closed select shows it. */
export function chosenText(select: Element): string {
  const value = valueOf(select);
  const option = [...select.querySelectorAll("option")].find((item) => (item.getAttribute("value") ?? "") === value);
  return textOf(option);
}

const NOT_SENT = new Set(["submit", "button", "image", "reset", "file"]);

/**
 * The fields a browser sends for `form` (its successful controls, in document order), with
 * `submitter`'s name and value when it has them.
 */
export function formFields(form: Element, submitter?: Element): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = control.getAttribute("name");
    if (!name || control.hasAttribute("disabled")) continue;
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (control.localName === "input" && NOT_SENT.has(type)) continue;
    if ((type === "checkbox" || type === "radio") && !control.hasAttribute("checked")) continue;
    fields[name] = type === "checkbox" || type === "radio" ? (control.getAttribute("value") ?? "on") : valueOf(control);
  }
  const name = submitter?.getAttribute("name");
  if (submitter && name) fields[name] = submitter.getAttribute("value") ?? "";
  return fields;
}

/** The form that holds the control labelled `label` (the first of the page's forms that has one). */
export function formWithField(root: Document | Element, label: string): Element {
  const form = controlLabelled(root, label).closest("form");
  if (!form) throw new Error(`The field "${label}" is in no form`);
  return form;
}

/**
 * What a visitor sends after typing `typed` (label → value; a select's value, not its text) into
 * `form`: every other field as the page rendered it, the bot traps included.
 */
export function filledForm(form: Element, typed: Record<string, string> = {}): Record<string, string> {
  const fields = formFields(form);
  for (const [label, value] of Object.entries(typed)) {
    const name = controlLabelled(form, label).getAttribute("name");
    if (!name) throw new Error(`The field "${label}" has no name, so it is never sent`);
    fields[name] = value;
  }
  return fields;
}

/** The path a form posts to from the page at `pagePath` (its action resolved, the fragment dropped). */
export function actionOf(form: Element, pagePath: string): string {
  const url = new URL(form.getAttribute("action") ?? "", new URL(pagePath, TEST_ORIGIN));
  return `${url.pathname}${url.search}`;
}

async function answerOf(response: APIResponse): Promise<Answer> {
  return { ...(await pageOf(response)), location: response.headers()["location"] };
}

/**
 * Posts `body` to `path` as the browser posts a form (url-encoded, from the site's own origin),
 * following no redirect. `headers` add to the test's own (its visitor address).
 */
export async function postForm(
  request: APIRequestContext,
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answerOf(
    await request.post(path, {
      form: body,
      headers: { ...AS_A_BROWSER, Origin: TEST_ORIGIN, ...headers },
      maxRedirects: 0,
    }),
  );
}

/** Sends `form` of the page at `pagePath`, filled with `typed` (label → value). */
export function sendForm(
  request: APIRequestContext,
  pagePath: string,
  form: Element,
  typed: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  return postForm(request, actionOf(form, pagePath), filledForm(form, typed), headers);
}

/** The page a redirect sends the browser to. */
export async function follow(request: APIRequestContext, answer: Answer): Promise<Page> {
  if (!answer.location) throw new Error(`No Location in a ${answer.status} answer`);
  return getPage(request, answer.location);
}

/**
 * A person takes longer than MIN_FILL_SECONDS to fill a lead form; a test that sends one at once is
 * taken for a bot. A real wait, on the server's clock: render every form the test sends first,
 * then wait once.
 */
export async function waitOutTimeTrap(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_SECONDS * 1000 + 200));
}

/** Elements matching `selector` that would be shown (no `hidden` on them or an ancestor). */
export function renderedAll(root: Document | Element, selector: string): Element[] {
  return [...root.querySelectorAll(selector)].filter(isRendered);
}

/** The text of every shown element matching `selector`, in document order. */
export function renderedTexts(root: Document | Element, selector: string): string[] {
  return renderedAll(root, selector).map(textOf);
}

/** Whether some shown element's own text is exactly `text` (as getByText(…, { exact }) finds it). */
export function showsText(root: Document | Element, text: string): boolean {
  return [...root.querySelectorAll("*")].some(
    (element) =>
      isRendered(element) && textOf(element) === text && ![...element.children].some((child) => textOf(child) === text),
  );
}

/** The `<section>` (or other region) named by the heading its aria-labelledby points at. */
export function regionNamed(root: Document, name: string): Element | undefined {
  return [...root.querySelectorAll("[aria-labelledby]")].find(
    (element) => textOf(byId(root, element.getAttribute("aria-labelledby") ?? "")) === name,
  );
}

/** The table whose caption is `caption`. */
export function tableCaptioned(root: Document, caption: string): Element | undefined {
  return [...root.querySelectorAll("table")].find((table) => textOf(table.querySelector("caption")) === caption);
}
