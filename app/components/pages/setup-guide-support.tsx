import { ContentIcon } from "~/components/ui/content-icon";
import { ReachLink } from "~/components/ui/contact-links";
import type { SetupGuide } from "~/content/types";
import { reachValue, useContactBook } from "~/lib/site/contact-book";

/**
 * The setup guide's support box, on /crm-seo and in the guide's dialog: a phone line and the email
 * from the settings, and the booking page. Its links are plain anchors: the dialog is drawn outside
 * the page's router (ADR 029).
 */
export function SetupGuideSupport({
  support,
  bookingPath,
  headingLevel = 3,
}: {
  support: SetupGuide["supportInfo"];
  bookingPath: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const book = useContactBook();
  // A phone line without a number in the settings is left out (ADR 052).
  const methods = support.contactMethods.filter((method) => !("reach" in method) || reachValue(book, method.reach));
  return (
    <div className="rounded-card border border-accent/40 bg-accent-soft p-6">
      <Heading className="text-lg font-semibold text-fg">{support.title}</Heading>
      <p className="mt-1 text-fg-muted">{support.description}</p>
      <ul className={`mt-4 grid gap-x-6 gap-y-2 ${methods.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {methods.map((method) => (
          <li key={method.label} className="flex gap-3">
            <ContentIcon name={method.icon} className="mt-3 size-5 text-accent" />
            <span className="min-w-0">
              <span className="block pt-2.5 text-sm font-medium text-fg">{method.label}</span>
              {"reach" in method ? (
                <ReachLink reach={method.reach} className="inline-flex min-h-11 items-center" />
              ) : (
                <a
                  href={bookingPath}
                  className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
                >
                  {method.booking}
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
