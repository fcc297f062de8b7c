import { auditFormCopy, AUDIT_URL_DEBOUNCE_MS } from "~/content/audit-form";
import { AUDIT_URL_MESSAGES, checkAuditSubmission, checkAuditUrl } from "~/lib/audit/audit-url";
import { select } from "~/lib/markup/data-hooks";
import { swapClasses } from "~/lib/ui/dom";

/** The attributes the audit form's markup (audit-form.markup.tsx) carries for this script. */
export enum AUDIT_FORM_HOOKS {
  /** The form, with the address the server sent it back with and that answer's message. */
  form = "data-audit-form",
  initial = "data-initial",
  serverError = "data-server-error",
  /** The address field, and the slot for its favicon (the globe the server drew until then). */
  input = "data-audit-input",
  icon = "data-audit-icon",
  /** The HTTPS mark's box, the mark of an insecure address, and the messages under the field. */
  status = "data-audit-status",
  insecureMark = "data-audit-insecure-mark",
  error = "data-audit-error",
  insecure = "data-audit-insecure",
}

/** The mark of an address on HTTPS goes by its test id (`data-testid`), as the browser tests find it. */
export const HTTPS_OK_TEST_ID = "audit-https-ok";

/** The field's border: the danger colour while a message stands. */
export const AUDIT_INPUT_BORDER = { error: "border-danger", normal: "border-border-strong" } as const;

/** What a form remembers between keystrokes. */
interface FormState {
  /** The value the check last ran on, once the visitor paused typing. */
  settled: string;
  timer?: ReturnType<typeof setTimeout>;
  /** The refusal of the last submit, until the next keystroke. */
  submitError?: string;
  /** A favicon that failed to load: the globe stands in for it. */
  failedIcon?: string;
  /** A submit is in flight: another is ignored until it has its answer (no second tab or audit). */
  busy?: boolean;
  /** The submit button's own words, while it says "Checking {host}…". */
  idleLabel?: string;
}

/**
 * The audit forms' behaviour in the browser (AuditForm is server markup, docs/decisions/036),
 * delegated to the document: the address is checked 500 ms after the last keystroke (its message,
 * the favicon, the HTTPS mark or hint, submit disabled while it is invalid), a submit with an
 * invalid address is held back with its message, and a valid one is sent to the server, the button
 * saying "Checking {host}…"; once accepted, the full report opens in a new tab, the toast says so
 * and the preview replaces the sample (ADR 046, ADR 070); refused, the message shows at the field.
 * When that cannot be done, the form is sent the plain way. Returns the function that detaches it.
 */
export function attachAuditForms(root: Document = document): () => void {
  const states = new WeakMap<HTMLFormElement, FormState>();
  const parts = (form: HTMLFormElement) => {
    const input = form.querySelector<HTMLInputElement>(select(AUDIT_FORM_HOOKS.input));
    return input ? { form, input } : null;
  };
  const stateOf = (form: HTMLFormElement, input: HTMLInputElement) => {
    let state = states.get(form);
    if (!state) states.set(form, (state = { settled: input.value }));
    return state;
  };

  const onInput = (event: Event) => {
    const input = event.target instanceof HTMLInputElement && event.target.matches(select(AUDIT_FORM_HOOKS.input));
    const form = input ? (event.target as HTMLInputElement).form : null;
    const found = form?.matches(select(AUDIT_FORM_HOOKS.form)) ? parts(form) : null;
    if (!found) return;
    const state = stateOf(found.form, found.input);
    state.submitError = undefined;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.settled = found.input.value;
      render(found.form, found.input, state);
    }, AUDIT_URL_DEBOUNCE_MS);
    render(found.form, found.input, state);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form =
      event.target instanceof HTMLFormElement && event.target.matches(select(AUDIT_FORM_HOOKS.form))
        ? event.target
        : null;
    const found = form ? parts(form) : null;
    if (!found) return;
    const state = stateOf(found.form, found.input);
    event.preventDefault();
    if (state.busy) return;
    const result = checkAuditSubmission(found.input.value);
    if (result.state === "invalid") {
      state.submitError = result.error;
      render(found.form, found.input, state);
      return;
    }
    state.submitError = undefined;
    render(found.form, found.input, state);
    // Nothing else shows until the server has answered (issue 34 §2): the button says what is happening.
    setBusy(found.form, state, auditFormCopy.checking(shortHost(result.hostname)));
    void import("~/lazy/audit-inline-preview")
      .then(({ startInlineAudit }) => startInlineAudit(found.form))
      .catch(() => ({ state: "failed" }) as const)
      .then((outcome) => {
        if (outcome.state === "started") return;
        if (outcome.state === "refused") {
          state.submitError = outcome.error;
          render(found.form, found.input, state);
        } else if (outcome.state === "recorded") window.location.assign(outcome.preview);
        else found.form.submit();
      })
      .finally(() => setBusy(found.form, state, null));
  };

  root.addEventListener("input", onInput);
  root.addEventListener("submit", onSubmit as EventListener);
  return () => {
    root.removeEventListener("input", onInput);
    root.removeEventListener("submit", onSubmit as EventListener);
  };
}

/**
 * Marks a form's submit in flight (`label`: what its button says meanwhile) or done (null): the
 * button is `aria-disabled` (still focusable) and gets its own words back after.
 */
function setBusy(form: HTMLFormElement, state: FormState, label: string | null) {
  state.busy = label !== null;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) return;
  if (label !== null) {
    state.idleLabel ??= submit.textContent ?? "";
    submit.textContent = label;
    submit.setAttribute("aria-disabled", "true");
  } else {
    if (state.idleLabel !== undefined) submit.textContent = state.idleLabel;
    submit.removeAttribute("aria-disabled");
  }
}

/** A hostname short enough for the button ("Checking {host}…"), its start kept. */
function shortHost(hostname: string, max = 28): string {
  return hostname.length > max ? `${hostname.slice(0, max - 1)}…` : hostname;
}

/** Draws a form's state into the parts AuditForm renders (hidden until they have something to show). */
function render(form: HTMLFormElement, input: HTMLInputElement, state: FormState) {
  const value = input.value;
  const typing = state.settled !== value;
  const check = checkAuditUrl(state.settled);
  const liveError = !typing && check.state === "invalid" ? check.error : undefined;
  // The server's message stands until the visitor edits the field.
  const serverError =
    value === (form.getAttribute(AUDIT_FORM_HOOKS.initial) ?? "")
      ? (form.getAttribute(AUDIT_FORM_HOOKS.serverError) ?? undefined)
      : undefined;
  const message = state.submitError ?? liveError ?? serverError;
  // A mark of a good address beside an error would say two things at once: the message wins.
  const valid = check.state === "valid" && !message ? check : null;

  const error = form.querySelector<HTMLElement>(select(AUDIT_FORM_HOOKS.error));
  const status = form.querySelector<HTMLElement>(select(AUDIT_FORM_HOOKS.status));
  if (error) show(error, message);
  swapClasses(input, Boolean(message), AUDIT_INPUT_BORDER.error, AUDIT_INPUT_BORDER.normal);
  if (message) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
  const describedBy = [message ? error?.id : null, valid ? status?.id : null].filter(Boolean).join(" ");
  if (describedBy) input.setAttribute("aria-describedby", describedBy);
  else input.removeAttribute("aria-describedby");

  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) submit.disabled = !typing && check.state === "invalid";

  if (status) status.hidden = !valid;
  form.querySelector(select("data-testid", HTTPS_OK_TEST_ID))?.toggleAttribute("hidden", !valid?.https);
  form.querySelector(select(AUDIT_FORM_HOOKS.insecureMark))?.toggleAttribute("hidden", !valid || valid.https);
  const insecure = form.querySelector<HTMLElement>(select(AUDIT_FORM_HOOKS.insecure));
  if (insecure) {
    show(insecure, valid && !valid.https ? AUDIT_URL_MESSAGES.insecure : undefined);
    if (valid && !valid.https) insecure.title = AUDIT_URL_MESSAGES.insecureTooltip;
    else insecure.removeAttribute("title");
  }
  showFavicon(form, valid && valid.faviconUrl !== state.failedIcon ? valid.faviconUrl : null, (url) => {
    state.failedIcon = url;
    render(form, input, state);
  });
}

/** Text in an element that is hidden, and empty, while there is none. */
function show(element: HTMLElement, text: string | undefined) {
  element.textContent = text ?? "";
  element.hidden = !text;
}

/** The site's favicon in the field, or the globe the server drew (when there is none, or it fails). */
function showFavicon(form: HTMLFormElement, url: string | null, onFailed: (url: string) => void) {
  const slot = form.querySelector<HTMLElement>(select(AUDIT_FORM_HOOKS.icon));
  if (!slot) return;
  const globe = slot.querySelector<SVGElement>("svg");
  let image = slot.querySelector<HTMLImageElement>("img");
  if (!url) {
    image?.remove();
    globe?.removeAttribute("display");
    return;
  }
  if (image?.getAttribute("src") === url) return;
  image?.remove();
  image = document.createElement("img");
  Object.assign(image, { alt: "", width: 20, height: 20, referrerPolicy: "no-referrer" });
  image.dataset.testid = "audit-favicon";
  image.addEventListener("error", () => onFailed(url), { once: true });
  image.src = url;
  globe?.setAttribute("display", "none");
  slot.insertBefore(image, slot.firstChild);
}
