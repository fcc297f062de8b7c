/**
 * /roi-calculator's loader (issue 34 §5): the figures for the values in the address, or the form's
 * first values. A wrong value is answered 400 with its field's message and everything as typed.
 * A server module, so the plans and the view stay out of the route's bundle (docs/decisions/027).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { RoiCalculatorView } from "~/components/roi/roi-calculator.markup";
import { roiCalculatorPage, roiPlans, ROI_DEFAULTS } from "~/content/roi-calculator";
import { ROI_FIELD_MAX_LENGTH, roiCopy } from "~/content/roi-calculator-copy";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { cacheControl } from "~/lib/http/cache-control";
import { staticPage, staticPageAgain } from "~/lib/markup/static-page.server";
import { readRoi, type RoiField } from "~/lib/roi/roi";
import { copyPageData } from "~/lib/seo/page-data";

const PRICES = new Map(roiPlans.map((plan) => [plan.id, plan.price]));
const FIELDS: RoiField[] = ["plan", "value", "close"];

export async function roiPageData(request: Request, context: AppLoadContext) {
  const query = new URL(request.url).searchParams;
  const asked = FIELDS.some((field) => query.has(roiCopy[field].name));
  const typed = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      (query.get(roiCopy[field].name) ?? ROI_DEFAULTS[field]).slice(0, ROI_FIELD_MAX_LENGTH),
    ]),
  ) as Record<RoiField, string>;
  const reading = readRoi(typed, PRICES);
  const page = copyPageData(roiCalculatorPage, siteOrigin(request, context.env));
  const view = (
    <RoiCalculatorView
      page={page.page}
      breadcrumbs={page.breadcrumbs}
      plans={roiPlans}
      typed={typed}
      reading={reading}
    />
  );
  // The first values' page is the same for everyone: kept (staticPage). Asked figures are drawn for the request.
  if (!asked) return data(await staticPage(page, view, { request, context }));
  const markup = await staticPageAgain(view, { request, context });
  // Drawn for these numbers alone: no edge cache keeps them, or every way of typing 1,500 would fill it.
  return data(
    { seo: page.seo, jsonLd: page.jsonLd, markup },
    { status: reading.figures ? 200 : 400, headers: { "Cache-Control": cacheControl.visitorPage } },
  );
}
