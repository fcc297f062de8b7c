/**
 * The one way a test fills and sends a form as a browser without JavaScript does (ADR 054): a form
 * is found by its button, its name or a field's label; filled by its labels; and sent with every
 * other control's value as the markup holds it (hidden fields, the bot traps, selected options,
 * checked boxes, controls tied to it by `form=`), to its own action, with the clicked button's name
 * and value and its `formmethod`, from the page's origin and with a browser's User-Agent.
 *
 * Labels and button names are looked up through a11y.ts and matched as getByLabel and getByRole
 * match them with `exact: true`: a string is the whole name (white space folded, case kept); a
 * RegExp is tested on the name.
 */
import type { APIRequestContext } from "@playwright/test";
import { accessibleName, byRole, matches, type NameMatch, type Scope } from "./a11y";
import { textOf } from "./html-document";
import { TEST_ORIGIN } from "../../e2e/support/servers";
import { AS_A_BROWSER, expect, follow, servedOf, type Served } from "./test";

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

/** The options of a select, as (value, text) pairs: an option without a value sends its text. */
function optionsOf(select: Element): Array<{ value: string; text: string; selected: boolean }> {
  return [...select.querySelectorAll("option")].map((option) => ({
    value: option.getAttribute("value") ?? textOf(option),
    text: textOf(option),
    selected: option.hasAttribute("selected"),
  }));
}

/** A control's value as the markup gives it, before anyone types: what a browser would send. */
export function valueOf(control: Element): string {
  if (control.localName === "textarea") return decodeEntities(control.textContent ?? "").replace(/^\n/, "");
  if (control.localName === "select") {
    // A select shows (and sends) its last option marked selected, else its first.
    const options = optionsOf(control);
    return (options.filter((option) => option.selected).pop() ?? options[0])?.value ?? "";
  }
  return control.getAttribute("value") ?? "";
}

/** The text of a select's chosen option, as the closed select shows it. */
export function chosenText(select: Element): string {
  const value = valueOf(select);
  return optionsOf(select).find((option) => option.value === value)?.text ?? "";
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

/** The form a control belongs to: the one its `form` attribute names, else the one around it. */
function ownerForm(control: Element): Element | null {
  const id = control.getAttribute("form");
  return id ? control.ownerDocument.getElementById(id) : control.closest("form");
}

/**
 * Posts `body` to `url` as a browser posts a form (url-encoded, from the address's own origin, with
 * a browser's User-Agent), following no redirect: a form's own send, and bodies no page rendered (a
 * bot's, a replay). `headers` add to the test's own (its visitor address) and may replace these.
 */
export async function postForm(
  request: APIRequestContext,
  url: string,
  body: URLSearchParams | Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Served> {
  const address = new URL(url, TEST_ORIGIN).href;
  const response = await request.post(address, {
    data: new URLSearchParams(body).toString(),
    headers: {
      ...AS_A_BROWSER,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(address).origin,
      ...headers,
    },
    maxRedirects: 0,
  });
  return servedOf(address, response);
}

/** The button to click: one named so (see the module's comment), or the element itself. */
export type ButtonChoice = NameMatch | Element;

/**
 * A form of a page, as a visitor fills it: values set by label, then sent by clicking a button.
 * Controls no label names keep the value the markup gave them, as in a browser.
 */
export class HtmlForm {
  private readonly typed = new Map<Element, string>();
  private readonly ticked = new Map<Element, boolean>();

  constructor(
    readonly page: Served,
    readonly element: Element,
  ) {}

  /** The form of the submit button named so (a page may hold several forms); fails unless it is one button. */
  static byButton(page: Served, button: NameMatch, scope: Scope = page.document): HtmlForm {
    const found = byRole(scope, "button", { name: button, exact: true }).filter(isSubmitButton);
    expect(found, `one submit button named ${String(button)} on ${page.url}`).toHaveLength(1);
    const form = ownerForm(found[0]!);
    expect(form, `the form of the button ${String(button)}`).toBeTruthy();
    return new HtmlForm(page, form!);
  }

  /** The form named so (`aria-label`/`aria-labelledby`); fails unless it is one form. */
  static byName(page: Served, name: NameMatch, scope: Scope = page.document): HtmlForm {
    const found = byRole(scope, "form", { name, exact: true });
    expect(found, `one form named ${String(name)} on ${page.url}`).toHaveLength(1);
    return new HtmlForm(page, found[0]!);
  }

  /** The form that holds the field labelled so; fails unless one field of `scope` is labelled so. */
  static byField(page: Served, label: NameMatch, scope: Scope = page.document): HtmlForm {
    const found = [...scope.querySelectorAll("input, select, textarea")].filter((field) =>
      matches(accessibleName(field), label, true),
    );
    expect(found, `one field labelled ${String(label)} on ${page.url}`).toHaveLength(1);
    const form = ownerForm(found[0]!);
    expect(form, `the form of the field ${String(label)}`).toBeTruthy();
    return new HtmlForm(page, form!);
  }

  /** The form's controls: those inside it and those its id names through their `form` attribute. */
  private controls(): Element[] {
    const id = this.element.getAttribute("id");
    const inside = [...this.element.querySelectorAll("input, select, textarea, button")];
    const outside = id
      ? [...this.element.ownerDocument.querySelectorAll("[form]")].filter(
          (control) => control.getAttribute("form") === id && !inside.includes(control),
        )
      : [];
    return [...inside, ...outside];
  }

  /** The form's control labelled `label` (its `<label>`, `aria-label` or `aria-labelledby`); fails unless it is one. */
  control(label: NameMatch): Element {
    const found = this.controls().filter(
      (control) => control.localName !== "button" && matches(accessibleName(control), label, true),
    );
    expect(found, `one control labelled ${String(label)} in the form`).toHaveLength(1);
    return found[0]!;
  }

  /** The value the control holds now: what was typed, else what the markup gave it. */
  value(label: NameMatch): string {
    return this.currentValue(this.control(label));
  }

  /** Whether the checkbox labelled so is ticked now. */
  isChecked(label: NameMatch): boolean {
    const control = this.control(label);
    return this.ticked.get(control) ?? control.hasAttribute("checked");
  }

  private currentValue(control: Element): string {
    return this.typed.get(control) ?? valueOf(control);
  }

  /** Types into the text field (input or textarea) labelled so, replacing what it held. */
  fill(label: NameMatch, value: string): this {
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
  select(label: NameMatch, value: string): this {
    const control = this.control(label);
    expect(control.localName, `${String(label)} is a select`).toBe("select");
    expect(
      optionsOf(control).map((option) => option.value),
      `the options of ${String(label)}`,
    ).toContain(value);
    this.typed.set(control, value);
    return this;
  }

  /** Ticks (or clears) the checkbox labelled so. */
  check(label: NameMatch, checked = true): this {
    const control = this.control(label);
    expect(control.getAttribute("type"), `${String(label)} is a checkbox`).toBe("checkbox");
    this.ticked.set(control, checked);
    return this;
  }

  /**
   * Sets the control named `name` (by its `name` attribute, a hidden one too) as a script or a
   * hostile copy of the page could: for tests of what the server does with a value no visitor types.
   */
  override(name: string, value: string): this {
    const found = this.controls().filter((control) => control.getAttribute("name") === name && isSubmittable(control));
    expect(found, `one control named ${name} in the form`).toHaveLength(1);
    this.typed.set(found[0]!, value);
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

  /** The submit button chosen: the one named so, the element given, or the form's first. */
  private button(choice: ButtonChoice | undefined): Element {
    const buttons = this.controls().filter(isSubmitButton);
    const isName = typeof choice === "string" || choice instanceof RegExp;
    const clicked =
      choice === undefined
        ? buttons[0]
        : buttons.find((candidate) =>
            isName ? matches(accessibleName(candidate), choice as NameMatch, true) : candidate === choice,
          );
    const what = choice === undefined ? "" : `named ${isName ? String(choice) : accessibleName(choice as Element)} `;
    expect(clicked, `a submit button ${what}in the form`).toBeTruthy();
    return clicked!;
  }

  /**
   * Clicks the submit button `button` (the form's first when not given) and answers the response
   * as it came, redirects not followed: its status, its Location and the page it holds.
   */
  async send(
    request: APIRequestContext,
    { button, headers = {} }: { button?: ButtonChoice; headers?: Record<string, string> } = {},
  ): Promise<Served> {
    const clicked = this.button(button);
    const method = (clicked.getAttribute("formmethod") ?? this.element.getAttribute("method") ?? "get").toLowerCase();
    const body = this.body(clicked);
    if (method === "get") {
      const url = new URL(this.action);
      url.search = body.toString();
      return servedOf(
        url.href,
        await request.get(url.href, { headers: { ...AS_A_BROWSER, ...headers }, maxRedirects: 0 }),
      );
    }
    expect(this.element.getAttribute("enctype") ?? "", "a form sent url-encoded").not.toBe("multipart/form-data");
    return postForm(request, this.action, body, { Origin: new URL(this.page.url).origin, ...headers });
  }

  /** Sends the form (see `send`) and follows a redirect with a GET, as a browser does: the page it ends on. */
  async submit(
    request: APIRequestContext,
    options: { button?: ButtonChoice; headers?: Record<string, string> } = {},
  ): Promise<Served> {
    return follow(request, await this.send(request, options));
  }
}
