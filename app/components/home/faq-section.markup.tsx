import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { FaqList } from "~/components/ui/faq-list.markup";
import type { Faq } from "~/content/types";
import { faqSection, pricingLinks } from "~/content/pricing";

/** The six pricing questions, under the plans: the heading beside the accordion on wide screens. */
export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="mt-20 grid grid-cols-1 gap-8 lg:grid-cols-3 lg:gap-16">
      <div>
        <h3 id="faq-title" className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {faqSection.title}
        </h3>
        <p className="mt-3 text-fg-muted">{faqSection.description}</p>
        <p className="mt-4 text-sm text-fg-muted">
          {faqSection.moreQuestions}{" "}
          <Link
            to={pricingLinks.contactUs.href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
          >
            {pricingLinks.contactUs.label}
            <UiIcon name="arrow-right" className="size-3.5" />
          </Link>
        </p>
      </div>
      <div className="lg:col-span-2">
        <FaqList faqs={faqs} group="home-faq" />
      </div>
    </div>
  );
}
