import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { PageHero } from "~/components/pages/page-hero.markup";
import { Button } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { closingBand } from "~/content/closing";
import { ROI_FIELD_MAX_LENGTH, ROI_PATH, roiCopy as copy } from "~/content/roi-calculator-copy";
import type { RoiPlan } from "~/content/roi-calculator";
import type { PageCopy } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { formatFigure, ROI_FIGURE_KEYS, type RoiField, type RoiPlanTable, type RoiReading } from "~/lib/roi/roi";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { ROI_HOOKS } from "./roi-calculator.behaviour";

/** The results' anchor: a plain submit lands on the figures. */
const RESULTS_ID = "roi-results";

/**
 * /roi-calculator (issue 34 §5): a GET form (plan, customer value, close rate) beside the figures
 * it leads to, drawn by the server for the values in the address, so it works without JavaScript
 * and every result has its own link; with JavaScript the figures follow the typing
 * (roi-calculator.behaviour.ts). Server markup.
 */
export function RoiCalculatorView({
  page,
  breadcrumbs,
  plans,
  typed,
  reading,
}: {
  page: PageCopy;
  breadcrumbs: Crumb[];
  plans: RoiPlan[];
  /** The fields as typed (or the defaults). */
  typed: Record<RoiField, string>;
  reading: RoiReading;
}) {
  const table: RoiPlanTable = Object.fromEntries(
    plans.map((plan) => [plan.id, { price: plan.price, name: plan.name }]),
  );
  const { figures, errors } = reading;
  const plan = plans.find((choice) => choice.id === typed.plan);
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} />
      <div className="container-page grid gap-8 py-16 sm:py-20 lg:grid-cols-2 lg:items-start">
        <form
          method="get"
          action={`${ROI_PATH}#${RESULTS_ID}`}
          noValidate
          aria-labelledby="roi-form-heading"
          className="space-y-5 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6"
          {...hook(ROI_HOOKS.form, JSON.stringify(table))}
        >
          <h2 id="roi-form-heading" className="text-lg font-semibold text-fg">
            {copy.formTitle}
          </h2>
          <SelectField
            label={copy.plan.label}
            name={copy.plan.name}
            options={plans.map((choice) => ({ value: choice.id, label: choice.label }))}
            defaultValue={plan ? typed.plan : undefined}
            error={errors.plan}
          />
          <TextField
            label={copy.value.label}
            name={copy.value.name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={ROI_FIELD_MAX_LENGTH}
            defaultValue={typed.value}
            hint={copy.value.hint}
            error={errors.value}
          />
          <TextField
            label={copy.close.label}
            name={copy.close.name}
            inputMode="decimal"
            autoComplete="off"
            maxLength={ROI_FIELD_MAX_LENGTH}
            defaultValue={typed.close}
            hint={copy.close.hint}
            error={errors.close}
          />
          <Button type="submit">{copy.submit}</Button>
        </form>
        <section
          id={RESULTS_ID}
          aria-labelledby="roi-results-heading"
          className="scroll-mt-24 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6"
        >
          <h2 id="roi-results-heading" className="text-lg font-semibold text-fg">
            {copy.resultsTitle}
          </h2>
          <p className="mt-2 text-fg-muted" aria-live="polite" {...hook(ROI_HOOKS.summary)}>
            {figures && plan ? copy.summary(plan.name, figures.leadsToBreakEven) : copy.invalidSummary}
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {ROI_FIGURE_KEYS.map((key) => (
              <div key={key} className="rounded-lg border border-border bg-surface p-4">
                <dt className="text-sm text-fg-muted">{copy.figures[key]}</dt>
                <dd className="mt-1 text-3xl font-semibold text-fg tabular-nums" {...hook(ROI_HOOKS.figure, key)}>
                  {figures ? formatFigure(key, figures) : "—"}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-fg-subtle">{copy.note}</p>
        </section>
      </div>
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
