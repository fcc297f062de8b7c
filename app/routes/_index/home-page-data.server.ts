/**
 * What the home page's loader returns. A server module, so the pricing plans, the FAQ, the
 * testimonials and the JSON-LD builders stay out of the page's bundle: a route module's
 * imports reach its bundle even when only its loader uses them (docs/decisions/027).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createElement } from "react";
import { AuditFormReply } from "~/components/forms/audit-form.markup";
import { asMarkup } from "~/lib/markup/document-markup.server";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { auditFormAction } from "~/routes/audit/audit-tool.server";
import { homeAuditSection, homeCaseStudy, homeMarkup } from "~/components/home/home-markup.server";
import { faqs } from "~/content/faq";
import { homePage } from "~/content/home";
import { plansByTab } from "~/content/pricing";
import { pageSeo } from "~/lib/seo/route-meta";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { drawAllIfLandingInsideScript } from "~/lib/motion/render-on-view";
import { hideIfDismissedScript } from "~/components/home/promo-banner.behaviour";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import type { SiteSettings } from "~/lib/site/settings";

/** What the home page draws from the site settings: the promo banner and the published proof. */
type HomeSettings = Pick<SiteSettings, "promo" | "testimonials" | "clientLogos" | "caseStudyFigures">;

export function homePageData(
  request: Request,
  origin: string,
  { promo, testimonials, clientLogos, caseStudyFigures }: HomeSettings,
) {
  const pricing = pricingSelection(new URL(request.url).searchParams);
  return {
    seo: pageSeo(homePage),
    // The DIY platform with its plans and product rating, and the pricing FAQ.
    jsonLd: asStructuredData([softwareApplicationJsonLd(plansByTab.diy, origin), faqPageJsonLd(faqs)]),
    // The page travels as HTML, once (docs/decisions/033, 037); so do its two inline scripts, which
    // only the document runs (a script written into the page later never runs), so their source
    // stays out of the browser's bundle.
    markup: {
      ...homeMarkup(request, {
        pricing,
        testimonials,
        clientLogos,
        caseStudyFigures,
        promo: promo.enabled ? promo.text : null,
      }),
      hideIfDismissedScript: asMarkup(hideIfDismissedScript()),
      drawAllScript: asMarkup(drawAllIfLandingInsideScript()),
    },
    // Whether the markup has the promo banner, which the page follows with its script.
    promo: promo.enabled,
  };
}

/**
 * The home audit form's plain post (issue 34 §2): refused, the audit section again with what was
 * typed and the message, which the page shows in place of its own; accepted, 303 to the preview.
 */
export const homeAuditAction = (args: ActionFunctionArgs) =>
  auditFormAction(args, async (reply) => {
    const caseStudy = homeCaseStudy((await args.context.settings()).caseStudyFigures);
    return renderMarkupBlocks(
      { audit: createElement(AuditFormReply.Provider, { value: reply }, homeAuditSection(caseStudy)) },
      args.request,
    );
  });
