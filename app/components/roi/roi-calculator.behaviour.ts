import { roiCopy } from "~/content/roi-calculator-copy";
import { select } from "~/lib/markup/data-hooks";
import { formatFigure, readRoi, ROI_FIGURE_KEYS, type RoiPlanTable } from "~/lib/roi/roi";

/** The marks the calculator's markup (roi-calculator.markup.tsx) carries for this script. */
export enum ROI_HOOKS {
  /** The form, with the plans' prices and names as JSON. */
  form = "data-roi-form",
  /** Each figure's value, by its key (RoiFigureKey). */
  figure = "data-roi-figure",
  summary = "data-roi-summary",
}

/**
 * The calculator, live (issue 34 §5): as the visitor types, the figures are worked out again with
 * the loader's own rules (app/lib/roi/roi.ts) and the address follows, so a result keeps its link.
 * A submit with every field right stays on the page; with a wrong one it goes to the server, which
 * answers the page with each field's message. Returns the function that detaches it.
 */
export function attachRoiCalculator(root: Document = document): () => void {
  const form = root.querySelector<HTMLFormElement>(select(ROI_HOOKS.form));
  if (!form) return () => {};
  const plans = JSON.parse(form.getAttribute(ROI_HOOKS.form) || "{}") as RoiPlanTable;
  const prices = new Map(Object.entries(plans).map(([id, plan]) => [id, plan.price]));
  const fields = () => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    return { plan: text(roiCopy.plan.name), value: text(roiCopy.value.name), close: text(roiCopy.close.name) };
  };
  const update = () => {
    const typed = fields();
    const { figures, errors } = readRoi(typed, prices);
    for (const key of ROI_FIGURE_KEYS) {
      const slot = root.querySelector(select(ROI_HOOKS.figure, key));
      if (slot) slot.textContent = figures ? formatFigure(key, figures) : "—";
    }
    const summary = root.querySelector(select(ROI_HOOKS.summary));
    const said = figures ? roiCopy.summary(plans[typed.plan]!.name, figures.leadsToBreakEven) : roiCopy.invalidSummary;
    // A polite live region: it speaks only when what it says changes, not at every keystroke.
    if (summary && summary.textContent !== said) summary.textContent = said;
    for (const name of ["value", "close"] as const) {
      const input = form.elements.namedItem(roiCopy[name].name);
      if (!(input instanceof HTMLInputElement)) continue;
      if (errors[name]) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      // The server's message under the field (TextField's `{id}-error`) goes once the field is right.
      const message = root.getElementById(`${input.id}-error`);
      if (message) message.hidden = !errors[name];
    }
    if (figures) history.replaceState(history.state, "", `?${new URLSearchParams(typed)}`);
    return figures;
  };
  const onSubmit = (event: SubmitEvent) => {
    if (update()) event.preventDefault();
  };
  form.addEventListener("input", update);
  form.addEventListener("submit", onSubmit);
  return () => {
    form.removeEventListener("input", update);
    form.removeEventListener("submit", onSubmit);
  };
}
