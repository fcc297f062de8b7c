/**
 * Forms as a browser without JavaScript sends them (issue 30): the form found by its button's
 * words in the page the server sent, its fields as they stand (hidden ones included), the button's
 * own name and value, posted to its action with the browser's Origin; and what came back.
 */
import { TEST_ORIGIN } from "../../e2e/support/servers";
import { expect, isRendered, parseDocument, textOf, type APIRequestContext, type APIResponse } from "./test";

/** A page as the server answered a request: its status, its Location (a redirect), its document. */
export interface Answer {
  response: APIResponse;
  status: number;
  /** The Location header, or "" when there is none. */
  location: string;
  html: string;
  document: Document;
  /** The path (and query) the request went to, for forms whose action is relative. */
  path: string;
}

/** An empty document, for answers that carry no HTML (a redirect, a CSV file). */
const NO_HTML = "<!doctype html><html><head></head><body></body></html>";

async function answerOf(response: APIResponse, path: string): Promise<Answer> {
  const html = await response.text();
  const isHtml = (response.headers()["content-type"] ?? "").includes("text/html") && html.trim() !== "";
  return {
    response,
    status: response.status(),
    location: response.headers()["location"] ?? "",
    html,
    document: parseDocument(isHtml ? html : NO_HTML),
    path,
  };
}

/** GETs a path without following a redirect. */
export async function open(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answerOf(await request.get(path, { maxRedirects: 0, headers }), path);
}

/** Every rendered element of `role` (explicit `role` attribute), by its text. */
export function roleTexts(document: Document, role: "alert" | "status"): string[] {
  return [...document.querySelectorAll(`[role="${role}"]`)].filter(isRendered).map((element) => textOf(element));
}

/** The control a `<label>` whose text is `label` names (exactly, white space folded). */
export function field(document: Document, label: string): Element {
  const labels = [...document.querySelectorAll("label")].filter((element) => textOf(element) === label);
  expect(labels.map(textOf), `one label "${label}"`).toEqual([label]);
  const id = labels[0]!.getAttribute("for");
  const control = id ? document.getElementById(id) : labels[0]!.querySelector("input, select, textarea");
  expect(control, `the control labelled "${label}"`).not.toBeNull();
  return control!;
}

/** The accessible description an element's `aria-describedby` gives it. */
export function descriptionOf(document: Document, element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf(document.getElementById(id)))
    .join(" ");
}

/** The element that `aria-labelledby` or `aria-label` names `name`. */
export function labelled(document: Document, selector: string, name: string): Element {
  const found = [...document.querySelectorAll(selector)].filter((element) => {
    const label = element.getAttribute("aria-label");
    if (label !== null) return label === name;
    const ids = (element.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    return ids.length > 0 && ids.map((id) => textOf(document.getElementById(id))).join(" ") === name;
  });
  expect(found.length, `one ${selector} named "${name}"`).toBe(1);
  return found[0]!;
}

/** The submit button reading `button`, and its form. */
function buttonAndForm(document: Document, button: string): { submitter: Element; form: Element } {
  const buttons = [...document.querySelectorAll("button, input[type=submit]")].filter(
    (element) =>
      (element.getAttribute("type") ?? "submit") === "submit" &&
      (textOf(element) || element.getAttribute("value")) === button &&
      isRendered(element),
  );
  expect(buttons.length, `one submit button "${button}"`).toBe(1);
  const submitter = buttons[0]!;
  const owner = submitter.getAttribute("form");
  const form = owner ? document.getElementById(owner) : submitter.closest("form");
  expect(form, `the form of "${button}"`).not.toBeNull();
  return { submitter, form: form! };
}

/** What the form of `button` sends as it stands: its named fields' values and the button's own. */
export function formFields(
  document: Document,
  button: string,
): { action: string; method: string; fields: Record<string, string> } {
  const { submitter, form } = buttonAndForm(document, button);
  const fields: Record<string, string> = {};
  for (const control of form.querySelectorAll("input, select, textarea")) {
    const name = control.getAttribute("name");
    if (!name || control.hasAttribute("disabled")) continue;
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !control.hasAttribute("checked")) continue;
    if (control.localName === "textarea") fields[name] = control.textContent ?? "";
    else if (control.localName === "select") {
      const option = control.querySelector("option[selected]") ?? control.querySelector("option");
      fields[name] = option?.getAttribute("value") ?? textOf(option);
    } else fields[name] = control.getAttribute("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
  }
  const name = submitter.getAttribute("name");
  if (name) fields[name] = submitter.getAttribute("value") ?? "";
  return {
    action: form.getAttribute("action") ?? "",
    method: (form.getAttribute("method") ?? "get").toLowerCase(),
    fields,
  };
}

/**
 * Submits the form of `button` on `page` as a browser without JavaScript would: its fields as
 * served, with `values` typed into them (by field name), posted to its action (relative to the
 * page) with the site's Origin, no redirect followed.
 */
export async function submit(
  request: APIRequestContext,
  page: Answer,
  button: string,
  values: Record<string, string> = {},
): Promise<Answer> {
  const { action, method, fields } = formFields(page.document, button);
  expect(method, `the form of "${button}" posts`).toBe("post");
  const target = new URL(action || page.path, new URL(page.path, TEST_ORIGIN));
  const path = `${target.pathname}${target.search}`;
  const response = await request.post(path, {
    form: { ...fields, ...values },
    headers: { Origin: TEST_ORIGIN },
    maxRedirects: 0,
  });
  return answerOf(response, path);
}

/** The auth cookies (`sb-…`) a request context holds for the site. */
export async function authCookies(request: APIRequestContext): Promise<Array<{ name: string; value: string }>> {
  const { cookies } = await request.storageState();
  return cookies.filter((cookie) => cookie.name.startsWith("sb-"));
}

/** Values typed into fields found by their labels, keyed by the fields' names (for `submit`). */
export function typed(document: Document, byLabel: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [label, value] of Object.entries(byLabel)) {
    const name = field(document, label).getAttribute("name");
    expect(name, `the field labelled "${label}" has a name`).toBeTruthy();
    values[name!] = value;
  }
  return values;
}

/** Follows an answer's redirects (GET, as a browser does after a form's 302) to the page that settles. */
export async function follow(request: APIRequestContext, answer: Answer, hops = 5): Promise<Answer> {
  let current = answer;
  for (let hop = 0; hop < hops && current.status >= 300 && current.status < 400; hop++) {
    const target = new URL(current.location, new URL(current.path, TEST_ORIGIN));
    current = await open(request, `${target.pathname}${target.search}`);
  }
  return current;
}

/** The link whose text (or aria-label) reads `name`, among the rendered links of `within`. */
export function links(within: Document | Element, name: string | RegExp): Element[] {
  return [...within.querySelectorAll("a[href]")].filter((link) => {
    if (!isRendered(link)) return false;
    const text = link.getAttribute("aria-label") ?? textOf(link);
    return typeof name === "string" ? text === name : name.test(text);
  });
}

/**
 * The text a reader meets on the page: its text nodes, outside scripts, styles, templates and
 * anything the markup hides (`hidden`), white space folded.
 */
export function readableText(root: Document | Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (["script", "style", "template"].includes(element.localName) || element.hasAttribute("hidden")) continue;
        walk(element);
      }
    }
  };
  walk("body" in root ? root.body : root);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
