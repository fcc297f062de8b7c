/**
 * Reading a served page the way the browser tests' locators read it (getByRole, getByText,
 * getByLabel), for tests without a browser (ADR 054): what the markup alone decides.
 *
 * - "Shown" is what the markup shows without JavaScript: no `hidden` ancestor, not inside a closed
 *   `<details>` (its summary aside), not a hidden input. What a stylesheet hides or shows is a
 *   browser test's to check.
 * - Roles and accessible names follow the ARIA mapping for the elements the site uses; names are
 *   matched as Playwright matches them (a string: case-insensitive substring, or whole and
 *   case-sensitive with `exact`; a RegExp: tested on the name).
 */
import { expect } from "@playwright/test";
import { isRendered, textOf } from "./html-document";

export type NameMatch = string | RegExp;
/** Where a query looks: the document or an element of it. */
export type Scope = Document | Element;

/** Whether the markup shows the element to a visitor without JavaScript (see above). */
export function shown(element: Element): boolean {
  if (!isRendered(element)) return false;
  if (element.localName === "input" && element.getAttribute("type") === "hidden") return false;
  for (
    let details = element.parentElement?.closest("details");
    details;
    details = details.parentElement?.closest("details")
  ) {
    if (details.hasAttribute("open")) continue;
    const summary = childOf(details, "summary");
    if (!summary || !(summary === element || summary.contains(element))) return false;
  }
  return true;
}

/** An element's first child of a tag. */
function childOf(parent: Element, tag: string): Element | undefined {
  return [...parent.children].find((child) => child.localName === tag);
}

/**
 * Whether the element is in the accessibility tree (what getByRole finds): no `hidden` or
 * `aria-hidden` ancestor. A closed `<details>` does not count here: the site's stylesheet opens some
 * on wide windows (the footer's link lists), so whether their content shows is the browser's to say.
 */
export function exposed(element: Element): boolean {
  return isRendered(element) && !element.closest('[aria-hidden="true"]');
}

const BLOCK = new Set(["address", "article", "aside", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer"]);
for (const tag of ["form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p"]) {
  BLOCK.add(tag);
}
for (const tag of ["section", "table", "tbody", "td", "th", "thead", "tr", "ul"]) BLOCK.add(tag);

/** The name an element's content gives it (text, images' alt, labelled children), hidden parts left out. */
function nameFromContent(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (element.hasAttribute("hidden") || element.getAttribute("aria-hidden") === "true") return "";
  if (["script", "style", "template"].includes(element.localName)) return "";
  const label = element.getAttribute("aria-label")?.trim();
  if (label) return ` ${label} `;
  if (element.localName === "img") return element.getAttribute("alt") ?? "";
  if (element.localName === "svg") return "";
  const inner = [...element.childNodes].map(nameFromContent).join("");
  return BLOCK.has(element.localName) ? ` ${inner} ` : inner;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** The words of the elements an attribute's id list names (aria-labelledby, aria-describedby). */
function namedByIds(element: Element, ids: string, labelsWin: boolean): string {
  const document = element.ownerDocument;
  return squash(
    ids
      .split(/\s+/)
      .map((id) => {
        const target = document.getElementById(id);
        if (!target) return "";
        return labelsWin ? (target.getAttribute("aria-label") ?? nameFromContent(target)) : nameFromContent(target);
      })
      .join(" "),
  );
}

/** The element's accessible name, as the browser computes it for the elements the site uses. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) return namedByIds(element, labelledBy, true);
  const label = element.getAttribute("aria-label");
  if (label?.trim()) return squash(label);
  const tag = element.localName;
  if (tag === "img") return squash(element.getAttribute("alt") ?? "");
  if (tag === "svg") return squash(childOf(element, "title")?.textContent ?? "");
  if (tag === "table") {
    const caption = childOf(element, "caption");
    return caption ? squash(nameFromContent(caption)) : "";
  }
  const type = (element.getAttribute("type") ?? "").toLowerCase();
  if (tag === "input" && ["submit", "button", "reset"].includes(type))
    return squash(element.getAttribute("value") ?? "");
  if (["input", "select", "textarea"].includes(tag)) return squash(labelsOf(element).map(nameFromContent).join(" "));
  // The element's own `hidden` keeps it out of the page, not its name: a control served hidden for
  // its script to show is named by its content, as getByRole's includeHidden finds it.
  return squash([...element.childNodes].map(nameFromContent).join(""));
}

/** The `<label>`s of a form field: its `for` labels and the label around it. */
function labelsOf(field: Element): Element[] {
  const labels: Element[] = [];
  const id = field.getAttribute("id");
  if (id) {
    for (const label of field.ownerDocument.querySelectorAll("label[for]")) {
      if (label.getAttribute("for") === id) labels.push(label);
    }
  }
  const around = field.closest("label");
  if (around && !labels.includes(around)) labels.push(around);
  return labels;
}

/** The accessible description: the text of the elements `aria-describedby` names, or an SVG's `<desc>`. */
export function accessibleDescription(element: Element): string {
  const describedBy = element.getAttribute("aria-describedby");
  if (describedBy) return namedByIds(element, describedBy, false);
  if (element.localName === "svg") return squash(childOf(element, "desc")?.textContent ?? "");
  return "";
}

/** Matches a name or a text as Playwright's locators do. */
export function matches(value: string, match: NameMatch, exact = false): boolean {
  const text = squash(value);
  if (match instanceof RegExp) return match.test(text);
  return exact ? text === squash(match) : text.toLowerCase().includes(squash(match).toLowerCase());
}

const ROLES = {
  alert: "[role=alert]",
  article: "article, [role=article]",
  button: "button, input[type=button], input[type=submit], input[type=reset], input[type=image], [role=button]",
  complementary: "aside, [role=complementary]",
  dialog: "dialog, [role=dialog]",
  form: "form[aria-label], form[aria-labelledby], [role=form]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  img: "img, [role=img]",
  link: "a[href], area[href], [role=link]",
  listitem: "ul > li, ol > li, menu > li, [role=listitem]",
  navigation: "nav, [role=navigation]",
  region: "section[aria-label], section[aria-labelledby], [role=region]",
  row: "tr, [role=row]",
  status: "[role=status]",
  table: "table, [role=table]",
} as const;

export type Role = keyof typeof ROLES;

export interface RoleOptions {
  name?: NameMatch;
  exact?: boolean;
  /** h1 to h6 (headings only). */
  level?: number;
  /** Elements outside the accessibility tree too (getByRole's includeHidden): what the markup serves hidden. */
  includeHidden?: boolean;
}

/**
 * The elements getByRole would find in `scope`: of the role, in the accessibility tree (or out of it
 * with `includeHidden`), and so named.
 */
export function byRole(scope: Scope, role: Role, options: RoleOptions = {}): Element[] {
  return [...scope.querySelectorAll(ROLES[role])].filter((element) => {
    const explicit = element.getAttribute("role");
    if (explicit && explicit !== role) return false;
    if (role === "img" && element.localName === "img" && element.getAttribute("alt") === "") return false;
    if (!options.includeHidden && !exposed(element)) return false;
    if (options.level !== undefined && element.localName !== `h${options.level}`) return false;
    return options.name === undefined || matches(accessibleName(element), options.name, options.exact);
  });
}

/** The one element of a query: fails, naming it, when there are none or several. */
function theOne(found: Element[], what: string): Element {
  expect(found.length, what).toBe(1);
  return found[0]!;
}

/** The one element getByRole would find: fails, naming the query, when there are none or several. */
export function oneByRole(scope: Scope, role: Role, options: RoleOptions = {}, what = ""): Element {
  return theOne(byRole(scope, role, options), `${what} one ${role} named ${String(options.name ?? "(any)")}`.trim());
}

/**
 * The one landmark or region named so (getByRole's region, navigation, complementary or form):
 * fails when there are none or several.
 */
export function regionNamed(scope: Scope, name: NameMatch, options: { exact?: boolean } = {}): Element {
  const roles: Role[] = ["region", "navigation", "complementary", "form"];
  const found = roles.flatMap((role) => byRole(scope, role, { name, ...options }));
  return theOne(found, `one region named ${String(name)}`);
}

/**
 * The shown elements whose text matches (as getByText: the innermost such elements), in `scope`.
 * Text is what a visitor reads: hidden parts left out.
 */
export function byText(scope: Scope, text: NameMatch, options: { exact?: boolean } = {}): Element[] {
  const found: Element[] = [];
  for (const element of scope.querySelectorAll("*")) {
    if (["script", "style", "template", "head", "title"].includes(element.localName)) continue;
    if (!shown(element) || !matches(textOf(element), text, options.exact)) continue;
    // The innermost: no child element holds the whole match itself.
    if ([...element.children].some((child) => matches(textOf(child), text, options.exact))) continue;
    found.push(element);
  }
  return found;
}

/** The shown form fields labelled so (as getByLabel: label elements, aria-label, aria-labelledby). */
export function byLabel(scope: Scope, label: NameMatch, options: { exact?: boolean } = {}): Element[] {
  return [...scope.querySelectorAll("input, select, textarea")].filter(
    (field) => shown(field) && matches(accessibleName(field), label, options.exact),
  );
}

/** The one shown form field labelled so: fails, naming the label, when there are none or several. */
export function oneByLabel(scope: Scope, label: NameMatch, options: { exact?: boolean } = {}): Element {
  return theOne(byLabel(scope, label, options), `one field labelled ${String(label)}`);
}

/** The texts of the alerts or the status messages in `scope` (getByRole("alert"/"status")), in order. */
export function roleTexts(scope: Scope, role: "alert" | "status"): string[] {
  return byRole(scope, role).map(textOf);
}

/**
 * The text a reader meets in `scope` (the body of a document): its text nodes, outside scripts,
 * styles and templates (a page's data for its scripts is not drawn) and, unless `hidden` is asked
 * for, outside what the markup hides, white space folded.
 */
export function readableText(scope: Scope, { hidden = false }: { hidden?: boolean } = {}): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (["script", "style", "template"].includes(element.localName)) continue;
        if (!hidden && element.hasAttribute("hidden")) continue;
        walk(element);
      }
    }
  };
  walk("body" in scope ? scope.body : scope);
  return squash(parts.join(" "));
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
