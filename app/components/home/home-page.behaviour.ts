import { AUDIT_FORM_HOOKS, attachAuditForms } from "~/components/forms/audit-form.behaviour";
import { attachTooltips } from "~/components/pricing/comparison-table.behaviour";
import { TOOLTIP_HOOKS } from "~/lib/motion/tooltip-hooks";
import { select } from "~/lib/markup/data-hooks";
import { startCounters } from "./count-up.behaviour";
import { attachHomeScroll } from "./scroll-furniture.behaviour";
import { startScrollReveal } from "./scroll-reveal.behaviour";
import { attachCarousels } from "./testimonials.behaviour";

/**
 * What the home page does once the visitor starts using it (docs/decisions/037): the scroll
 * furniture and looks, the scroll reveal, the counters, the testimonials' carousel, the tooltips
 * and the audit form's live checks. The page loads this on its first scroll, key, touch, press or
 * focus (hooks/use-home-behaviours.ts), or at once when opened at a hash. Returns the function
 * that detaches it all.
 */
export function attachHomeBehaviours(root: Document): () => void {
  const stops = [
    startScrollReveal(),
    startCounters(),
    attachHomeScroll(root),
    attachCarousels(root),
    attachTooltips(root),
    attachAuditForms(root),
  ];
  // What the visitor did before this loaded: a field typed in is checked, a tooltip's trigger
  // focused or pointed at explains itself.
  const active = root.activeElement;
  if (active instanceof HTMLInputElement && active.matches(select(AUDIT_FORM_HOOKS.input)) && active.value) {
    active.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const trigger = select(TOOLTIP_HOOKS.trigger);
  if (active?.matches(trigger)) active.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  root.querySelector(`${trigger}:hover`)?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  return () => stops.forEach((stop) => stop());
}
