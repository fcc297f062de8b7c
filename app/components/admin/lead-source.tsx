import { leadSourceLabels } from "~/content/leads";
import type { LeadSummary } from "~/lib/leads/lead";

/** "Contact form", or "Widget: Partner site lead form" when a widget sent it. */
export function leadSourceText(lead: Pick<LeadSummary, "source" | "widget">): string {
  const label = leadSourceLabels[lead.source];
  return lead.widget ? `${label}: ${lead.widget.name}` : label;
}

/** An option's label (a service, a demo's time of day) from its form's options, or the stored value when it is not one of them. */
export function optionLabel(value: string | null, options: ReadonlyArray<{ value: string; label: string }>) {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}
