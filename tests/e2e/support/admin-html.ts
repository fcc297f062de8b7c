/**
 * Reading and sending the site's pages as a browser without JavaScript does, for the HTTP tier
 * (ADR 054) of the admin area and the lead pipeline: a page is fetched and parsed; a form is found
 * by its button, filled by its labels and sent with every other control's value as the markup holds
 * it (hidden fields, the bot traps, selected options, checked boxes), to its own action, with the
 * clicked button's name and value; a redirect is followed with a GET, as a browser follows one.
 *
 * Names are computed as the accessibility tree names the common cases the site uses:
 * `aria-labelledby`, then `aria-label`, then a control's `<label>`, then the text, leaving out what
 * is `aria-hidden`. What only a browser shows (layout, visibility by stylesheet) stays in tests/e2e.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { parseDocument } from "../../http/support/test";
import { TEST_ORIGIN } from "./servers";

/** A page as the server answered it: where it was asked for, its response and its parsed document. */
export interface Page {
  url: string;
  response: APIResponse;
  status: number;
  html: string;
  document: Document;
}

/** Where to look: a document or an element (the DOM's ParentNode, which the Worker's types shadow). */
export type Scope = Document | Element;

/** A name to match: a string matches the whole name (white space made single), a RegExp any part. */
export type Name = string | RegExp;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function matches(actual: string, name: Name): boolean {
  return typeof name === "string" ? normalise(actual) === normalise(name) : name.test(actual);
}

/** linkedom keeps a textarea's content as written; a browser's parser decodes its character references. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return String.fromCodePoint(point);
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

/** An element's text as read aloud: `aria-hidden` parts and `<script>`/`<style>`/`<template>` left out. */
export function spokenText(element: Element | null | undefined): string {
  if (!element) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? "");
      return;
    }
    if (node.nodeType !== 1) return;
    const child = node as Element;
    if (child.getAttribute("aria-hidden") === "true") return;
    if (["script", "style", "template"].includes(child.localName)) return;
    for (const next of child.childNodes) walk(next);
  };
  for (const next of element.childNodes) walk(next);
  return normalise(parts.join(""));
}

/**
 * An element's whole text (`textContent`, white space made single), as Playwright's `toHaveText`
 * and `toContainText` read it: hidden and `aria-hidden` text included.
 */
export function textContentOf(element: Element | null | undefined): string {
  return normalise(element?.textContent ?? "");
}

function byId(element: Element, id: string): Element | null {
  return element.ownerDocument.getElementById(id);
}

/** The labels of a form control: `<label for>` its id, and a `<label>` around it. */
export function labelsOf(control: Element): Element[] {
  const id = control.getAttribute("id");
  const document = control.ownerDocument;
  const pointing = id
    ? [...document.querySelectorAll("label")].filter((label) => label.getAttribute("for") === id)
    : [];
  const around = control.closest("label");
  return around && !pointing.includes(around) ? [...pointing, around] : pointing;
}

/** The accessible name of an element, for the cases the site's markup uses. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    return normalise(
      labelledBy
        .split(/\s+/)
        .map((id) => spokenText(byId(element, id)))
        .join(" "),
    );
  }
  const label = element.getAttribute("aria-label");
  if (label) return normalise(label);
  if (["input", "select", "textarea"].includes(element.localName)) {
    return normalise(
      labelsOf(element)
        .map((labelElement) => spokenText(labelElement))
        .join(" "),
    );
  }
  return spokenText(element);
}

/** The text of the elements an element's `aria-describedby` names, as its accessible description. */
export function accessibleDescription(element: Element): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return normalise(ids.map((id) => spokenText(byId(element, id))).join(" "));
}

/** Elements of a selector within a scope whose accessible name matches. */
export function named(scope: Scope, selector: string, name: Name): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => matches(accessibleName(element), name));
}

/** The one element of a selector whose accessible name matches; fails the test on none or several. */
export function theOne(scope: Scope, selector: string, name: Name): Element {
  const found = named(scope, selector, name);
  expect(found, `one ${selector} named ${String(name)}`).toHaveLength(1);
  return found[0]!;
}

/** Links (`a[href]`) named `name` within a scope. */
export function links(scope: Scope, name: Name): Element[] {
  return named(scope, "a[href]", name);
}

/** A landmark or region by its name: `<section>`/`[role=region]`/`<nav>`/`<aside>`/`<form>` named so. */
export function region(scope: Scope, name: Name): Element {
  return theOne(scope, "section[aria-label], section[aria-labelledby], [role=region], nav, aside, form", name);
}

/** The JSON-LD nodes of a page, every script block flattened. */
export function jsonLdNodes(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? "") as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

/** The page's JSON-LD node of a type; fails the test when there is none. */
export function jsonLdOfType(document: Document, type: string): Record<string, unknown> {
  const found = jsonLdNodes(document).find((node) => node["@type"] === type);
  expect(found, `a JSON-LD node of type ${type}`).toBeTruthy();
  return found!;
}

async function pageOf(url: string, response: APIResponse): Promise<Page> {
  const html = await response.text();
  return { url, response, status: response.status(), html, document: parseDocument(html) };
}

/**
 * GETs a path and follows its redirects as a browser does; `url` is where it ended. The Origin of
 * every redirect stays the site's: a redirect elsewhere fails the test.
 */
export async function open(
  request: APIRequestContext,
  path: string,
  { follow = true }: { follow?: boolean } = {},
): Promise<Page> {
  let url = new URL(path, TEST_ORIGIN).href;
  for (let hop = 0; ; hop++) {
    const response = await request.get(url, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (!follow || !location || response.status() < 300 || response.status() >= 400) return pageOf(url, response);
    expect(hop, `redirects from ${path}`).toBeLessThan(5);
    url = new URL(location, url).href;
  }
}

/** The path and query of a page's address (what a test compares), without the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url);
  return `${url.pathname}${url.search}`;
}

/** A form control a browser sends: not a button, not disabled, named. */
function isSubmittable(control: Element): boolean {
  if (!control.getAttribute("name")) return false;
  if (control.hasAttribute("disabled") || control.closest("fieldset[disabled]")) return false;
  if (control.localName === "button") return false;
  const type = (control.getAttribute("type") ?? "text").toLowerCase();
  return !["submit", "button", "reset", "image", "file"].includes(type);
}

function isSubmitButton(element: Element): boolean {
  if (element.localName === "button") return (element.getAttribute("type") ?? "submit").toLowerCase() === "submit";
  return (
    element.localName === "input" && ["submit", "image"].includes((element.getAttribute("type") ?? "").toLowerCase())
  );
}

/**
 * A form of a page, as a visitor fills it: values set by label, then sent by clicking a button.
 * Controls no label names keep the value the markup gave them, as in a browser.
 */
export class HtmlForm {
  private readonly typed = new Map<Element, string>();
  private readonly ticked = new Map<Element, boolean>();

  constructor(
    readonly page: Page,
    readonly element: Element,
  ) {}

  /** The form around the button of this name (a page may hold several forms); fails unless it is one button. */
  static byButton(page: Page, button: Name, scope: Scope = page.document): HtmlForm {
    const found = named(scope, "button, input[type=submit]", button).filter(isSubmitButton);
    expect(found, `one submit button named ${String(button)} on ${page.url}`).toHaveLength(1);
    const form = found[0]!.closest("form");
    expect(form, `the form of the button ${String(button)}`).toBeTruthy();
    return new HtmlForm(page, form!);
  }

  /** The form named so (`aria-label`/`aria-labelledby`); fails unless it is one form. */
  static byName(page: Page, name: Name, scope: Scope = page.document): HtmlForm {
    return new HtmlForm(page, theOne(scope, "form", name));
  }

  private controls(): Element[] {
    const id = this.element.getAttribute("id");
    const inside = [...this.element.querySelectorAll("input, select, textarea, button")];
    const outside = id
      ? [...this.element.ownerDocument.querySelectorAll(`[form="${id}"]`)].filter(
          (control) => !inside.includes(control),
        )
      : [];
    return [...inside, ...outside];
  }

  /** The form's control labelled `label` (its `<label>`, `aria-label` or `aria-labelledby`); fails unless it is one. */
  control(label: Name): Element {
    const found = this.controls().filter(
      (control) => control.localName !== "button" && matches(accessibleName(control), label),
    );
    expect(found, `one control labelled ${String(label)} in the form`).toHaveLength(1);
    return found[0]!;
  }

  /** The value the control holds now: what was typed, else what the markup gave it. */
  value(label: Name): string {
    return this.currentValue(this.control(label));
  }

  /** Whether the checkbox labelled so is ticked now. */
  isChecked(label: Name): boolean {
    const control = this.control(label);
    return this.ticked.get(control) ?? control.hasAttribute("checked");
  }

  private currentValue(control: Element): string {
    const typed = this.typed.get(control);
    if (typed !== undefined) return typed;
    if (control.localName === "textarea") return decodeEntities(control.textContent ?? "").replace(/^\n/, "");
    if (control.localName === "select") {
      const options = [...control.querySelectorAll("option")];
      const chosen = options.find((option) => option.hasAttribute("selected")) ?? options[0];
      return chosen ? (chosen.getAttribute("value") ?? spokenText(chosen)) : "";
    }
    return control.getAttribute("value") ?? "";
  }

  /** Types into the text field (input or textarea) labelled so, replacing what it held. */
  fill(label: Name, value: string): this {
    const control = this.control(label);
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    const typable =
      control.localName === "textarea" ||
      (control.localName === "input" && !["checkbox", "radio", "hidden", "submit", "button"].includes(type));
    expect(typable, `${String(label)} is a text field`).toBe(true);
    expect(
      control.hasAttribute("readonly") || control.hasAttribute("disabled"),
      `${String(label)} can be typed in`,
    ).toBe(false);
    this.typed.set(control, value);
    return this;
  }

  /** Picks the option of this value in the select labelled so; fails if the select has no such option. */
  select(label: Name, value: string): this {
    const control = this.control(label);
    expect(control.localName, `${String(label)} is a select`).toBe("select");
    const values = [...control.querySelectorAll("option")].map(
      (option) => option.getAttribute("value") ?? spokenText(option),
    );
    expect(values, `the options of ${String(label)}`).toContain(value);
    this.typed.set(control, value);
    return this;
  }

  /** Ticks (or clears) the checkbox labelled so. */
  check(label: Name, checked = true): this {
    const control = this.control(label);
    expect(control.getAttribute("type"), `${String(label)} is a checkbox`).toBe("checkbox");
    this.ticked.set(control, checked);
    return this;
  }

  /** The body a browser would send, with the clicked button's name and value when it has a name. */
  body(button?: Element): URLSearchParams {
    const body = new URLSearchParams();
    for (const control of this.controls()) {
      if (control === button && control.getAttribute("name")) {
        body.append(control.getAttribute("name")!, control.getAttribute("value") ?? "");
        continue;
      }
      if (!isSubmittable(control)) continue;
      const name = control.getAttribute("name")!;
      const type = (control.getAttribute("type") ?? "").toLowerCase();
      if (type === "checkbox" || type === "radio") {
        if (this.ticked.get(control) ?? control.hasAttribute("checked")) {
          body.append(name, control.getAttribute("value") ?? "on");
        }
        continue;
      }
      body.append(name, this.currentValue(control));
    }
    return body;
  }

  /** Where the form posts: its action against the page's address (the page itself without one), no fragment. */
  get action(): string {
    const url = new URL(this.element.getAttribute("action") || this.page.url, this.page.url);
    url.hash = "";
    return url.href;
  }

  /**
   * Clicks the submit button named `button` (the form's first when not named) and answers the
   * response as it came, redirects not followed. Sent from the page's origin, as a browser sends it.
   */
  async send(
    request: APIRequestContext,
    { button, headers = {} }: { button?: Name; headers?: Record<string, string> } = {},
  ): Promise<APIResponse> {
    const buttons = this.controls().filter(isSubmitButton);
    const clicked =
      button === undefined ? buttons[0] : buttons.find((candidate) => matches(accessibleName(candidate), button));
    expect(
      clicked,
      `a submit button ${button === undefined ? "" : `named ${String(button)} `}in the form`,
    ).toBeTruthy();
    const method = (clicked!.getAttribute("formmethod") ?? this.element.getAttribute("method") ?? "get").toLowerCase();
    const body = this.body(clicked);
    const origin = new URL(this.page.url).origin;
    if (method === "get") {
      const url = new URL(this.action);
      url.search = body.toString();
      return request.get(url.href, { headers, maxRedirects: 0 });
    }
    expect(this.element.getAttribute("enctype") ?? "", "a form sent url-encoded").not.toBe("multipart/form-data");
    return request.post(this.action, {
      data: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
      maxRedirects: 0,
    });
  }

  /** Sends the form (see `send`) and follows a redirect with a GET, as a browser does: the page it ends on. */
  async submit(
    request: APIRequestContext,
    options: { button?: Name; headers?: Record<string, string> } = {},
  ): Promise<Page> {
    const response = await this.send(request, options);
    const location = response.headers()["location"];
    if (!location || response.status() < 300 || response.status() >= 400) return pageOf(this.action, response);
    return open(request, new URL(location, this.action).href);
  }
}

/** The status messages (`role=status`) of a page, as text. */
export function statuses(page: Page): string[] {
  return [...page.document.querySelectorAll('[role="status"]')].map((element) => textContentOf(element));
}

/** The alerts (`role=alert`) of a page, as text. */
export function alerts(page: Page): string[] {
  return [...page.document.querySelectorAll('[role="alert"]')].map((element) => textContentOf(element));
}
