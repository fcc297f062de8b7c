import { leadFieldLabels } from "~/content/lead-forms";
import { widgetCopy, widgetDefaults } from "~/content/widgets";
import { AUDIT_URL_MAX_LENGTH } from "~/lib/audit/audit-url";
import type { Widget, WidgetSettings } from "./widget";

/**
 * Every word the frame shows, resolved here: the page is framed on other sites, so its script
 * carries no copy module (the site's content, the admin's widget texts) it would only read once.
 */
/** `reviews`: the site-wide review figures the settings hold (ADR 079), for the review badge. */
export function widgetText(kind: Widget["kind"], settings: WidgetSettings, reviews: { rating: number; count: number }) {
  const defaults =
    kind === "review" ? { heading: widgetCopy.reviewHeading(reviews.rating), buttonLabel: "" } : widgetDefaults[kind];
  return {
    heading: settings.heading ?? defaults.heading,
    buttonLabel: settings.buttonLabel ?? defaults.buttonLabel,
    service: settings.service ?? "other",
    poweredBy: widgetCopy.poweredBy,
    websiteLabel: widgetCopy.websiteLabel,
    sending: widgetCopy.sending,
    sent: widgetCopy.sent,
    fields: {
      name: leadFieldLabels.name,
      email: leadFieldLabels.email,
      phone: leadFieldLabels.phone,
      company: leadFieldLabels.companyOptional,
      message: leadFieldLabels.message,
    },
    rating: String(reviews.rating),
    ratingLine: `${reviews.rating} / 5 · ${widgetCopy.reviewCount(reviews.count)}`,
    urlMaxLength: AUDIT_URL_MAX_LENGTH,
  };
}

export type WidgetText = ReturnType<typeof widgetText>;
