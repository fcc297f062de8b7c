import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import type { ComparisonCategory } from "~/content/types";
import { comparisonColumns, comparisonMark, comparisonMarkLabels, comparisonTable } from "~/content/comparison";
import { pricingLabels } from "~/content/pricing";
import { hook } from "~/lib/markup/data-hooks";
import { TOOLTIP_HOOKS } from "~/lib/motion/tooltip-hooks";

const planColumns = comparisonColumns.filter((column) => column.id !== "feature");

/**
 * The plan comparison. Each category's and feature's explanation is the description of an info
 * button beside its name, shown as a tooltip by comparison-table.behaviour.ts; without JavaScript it
 * is printed under the name instead (docs/product.md §3.3). Checks and crosses carry words for screen
 * readers, never an icon alone.
 * On narrow screens the table scrolls sideways inside its own focusable region, the feature
 * column staying in place, so the page itself never scrolls sideways.
 */
export function ComparisonTable({ categories }: { categories: ComparisonCategory[] }) {
  return (
    <div>
      <p className="mb-3 text-center text-sm text-fg-subtle md:hidden">{pricingLabels.comparisonScrollHint}</p>
      <div
        role="region"
        aria-label={comparisonTable.caption}
        // A region that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-border bg-surface-raised"
      >
        <table className="w-full min-w-[40rem] border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">{comparisonTable.caption}</caption>
          <thead>
            <tr>
              {comparisonColumns.map((column, index) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`border-b border-border bg-surface-sunken px-4 py-3.5 font-semibold text-fg ${index === 0 ? "sticky left-0 z-10 w-36 sm:w-[34%]" : ""}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          {categories.map((category, c) => (
            <tbody key={category.name}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={comparisonColumns.length}
                  className="border-b border-border bg-surface px-4 pt-6 pb-3 font-normal"
                >
                  <span className="sticky left-4 block max-w-[calc(100vw-5rem)] md:max-w-none">
                    <span className="flex items-center gap-1 font-semibold text-accent">
                      {category.name}
                      <InfoButton name={category.name} tip={`comparison-tip-${c}`} />
                    </span>
                    <Explanation id={`comparison-tip-${c}`} className="text-fg-muted">
                      {category.description}
                    </Explanation>
                  </span>
                </th>
              </tr>
              {category.features.map((feature, f) => (
                <tr key={feature.name}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-border bg-surface-raised px-4 py-3.5 align-top font-medium text-fg"
                  >
                    <span className="flex items-start gap-1">
                      {feature.name}
                      <InfoButton name={feature.name} tip={`comparison-tip-${c}-${f}`} />
                    </span>
                    <Explanation id={`comparison-tip-${c}-${f}`} className="text-xs font-normal text-fg-muted">
                      {feature.description}
                    </Explanation>
                  </th>
                  {planColumns.map((column) => (
                    <td key={column.id} className="border-b border-border px-4 py-3.5 align-top text-fg-muted">
                      <ComparisonCell value={feature.values[column.id as keyof typeof feature.values]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

/**
 * Shows the explanation `tip` names: hovered (after a delay), focused or tapped. Shown only where
 * scripts run (app/tailwind.css); its description is read out on focus either way.
 */
function InfoButton({ name, tip }: { name: string; tip: string }) {
  return (
    <button
      type="button"
      {...hook(TOOLTIP_HOOKS.trigger)}
      aria-describedby={tip}
      className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-fg-subtle transition-colors hover:bg-accent-soft hover:text-accent"
    >
      <UiIcon name="info" className="size-4" />
      <span className="sr-only">{comparisonTable.infoLabel(name)}</span>
    </button>
  );
}

/** The explanation: an info button's description, and the visible note where no script runs. */
function Explanation({ id, className, children }: { id: string; className: string; children: string }) {
  return (
    <span id={id} {...hook(TOOLTIP_HOOKS.note)} className={`mt-0.5 ${className}`}>
      {children}
    </span>
  );
}

function ComparisonCell({ value }: { value: string }) {
  const mark = comparisonMark(value);
  if (mark === "cross") {
    return (
      <>
        <UiIcon name="close" className="size-4 text-fg-subtle" />
        <span className="sr-only">{comparisonMarkLabels.cross}</span>
      </>
    );
  }
  if (mark === "text") return <span className="text-fg">{value}</span>;
  // A bare "Included" says nothing the check does not; other checked values keep their words.
  const plain = value.trim().toLowerCase() === comparisonMarkLabels.check.toLowerCase();
  return (
    <span className="inline-flex items-start gap-2">
      <ContentIcon name="check-circle" className="size-4 text-success" />
      {plain ? <span className="sr-only">{comparisonMarkLabels.check}</span> : <span className="text-fg">{value}</span>}
    </span>
  );
}
