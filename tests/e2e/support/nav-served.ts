/**
 * Reading the served HTML as a screen reader would name it, for the HTTP tier's navigation specs
 * (tests/http/nav-*.spec.ts): the stand-ins for Playwright's `getByRole("link", { name })`, which
 * those specs cannot use without a browser.
 */

/** Text with runs of white space made one space and trimmed, as Playwright compares names and text. */
export function normalized(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** An element's text as a reader hears it: what is hidden from assistive technology left out. */
function heardText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (element.getAttribute("aria-hidden") === "true" || element.hasAttribute("hidden")) return "";
  if (["script", "style", "template"].includes(element.localName)) return "";
  return [...element.childNodes].map(heardText).join("");
}

/**
 * An element's accessible name: its `aria-label`, else the elements `aria-labelledby` names, else
 * its content minus what is hidden from assistive technology.
 */
export function accessibleName(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return normalized(label);
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const document = element.ownerDocument;
    return normalized(
      labelledBy
        .split(/\s+/)
        .map((id) => heardText(document.getElementById(id) ?? document.createTextNode("")))
        .join(" "),
    );
  }
  // The element's own `hidden` leaves it out of the page, not its name: its content is read.
  return normalized([...element.childNodes].map(heardText).join(""));
}

/**
 * The links under `root` whose accessible name matches as `getByRole("link", { name, exact })`
 * would: a string is a case-insensitive part of the name (the whole name, case and all, when
 * `exact`), a regular expression is tested against it.
 */
export function linksNamed(root: Element | Document, name: string | RegExp, { exact = false } = {}): Element[] {
  const matches = (accessible: string) => {
    if (name instanceof RegExp) return name.test(accessible);
    return exact ? accessible === normalized(name) : accessible.toLowerCase().includes(normalized(name).toLowerCase());
  };
  return [...root.querySelectorAll("a[href]")].filter((link) => matches(accessibleName(link)));
}

/** The `href` of each element, in order. */
export function hrefs(elements: Element[]): Array<string | null> {
  return elements.map((element) => element.getAttribute("href"));
}

/**
 * The text a visitor can read on the page: the body without its scripts, styles and templates
 * (a page's data for its scripts is not drawn).
 */
export function drawnText(document: Document): string {
  const body = document.body.cloneNode(true) as Element;
  for (const element of [...body.querySelectorAll("script, style, template")]) element.remove();
  return normalized(body.textContent);
}
