import { EmailLink, PhoneLink } from "~/components/ui/contact-links";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { cityPageLabels as labels } from "~/content/page-labels";
import type { Office } from "~/content/types";
import { reachValue, useContactBook } from "~/lib/site/contact-book";
import { withOfficeFacts } from "~/lib/site/office-facts";

const ROW = "flex items-start gap-3";
const LINK_ICON = "size-4 text-fg-subtle";
const ICON = `mt-0.5 ${LINK_ICON}`;
const LINK_ROW = "flex items-center gap-3";

/**
 * An office's address and hours, then its phone (when set), email and map as 44 px links that never
 * break. The card ends where its content ends: it is never stretched to a row's or a column's height,
 * which left an empty band above the links where a phone line was not set (issue 36).
 */
export function OfficeCard({
  office: record,
  hours,
  headingLevel = 3,
  title = record.name,
}: {
  office: Office;
  hours: string;
  headingLevel?: 2 | 3 | 4;
  title?: string;
}) {
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2]!;
  const book = useContactBook();
  // The street address an admin entered (ADR 079), and the office's line once it has a number (ADR 052).
  const office = withOfficeFacts(record, book.facts?.offices[record.key]);
  const phone = reachValue(book, office.phoneLine);
  return (
    <article className="rounded-card border border-border bg-surface-raised p-6 shadow-sm">
      <Heading className={`font-semibold text-fg ${headingLevel === 2 ? "text-xl" : "text-lg"}`}>{title}</Heading>
      <div className="mt-4 grid gap-2.5 text-sm text-fg">
        <div className={ROW}>
          <ContentIcon name="map-pin" className={ICON} />
          <address className="not-italic">
            <span className="sr-only">{labels.address}: </span>
            {office.streetAddress ? (
              <>
                {office.streetAddress}
                <br />
              </>
            ) : null}
            {office.addressLocality}, {office.addressRegion} {office.postalCode}
          </address>
        </div>
        <p className={ROW}>
          <ContentIcon name="clock" className={ICON} />
          <span>
            <span className="sr-only">{labels.hours}: </span>
            {hours}
          </span>
        </p>
      </div>
      {/* A rule above each link row: the list's first, and between the rows. */}
      <ul className="divide-y divide-border pt-4 text-sm">
        {phone ? (
          <li className={`${LINK_ROW} border-t border-border`}>
            <ContentIcon name="phone" className={LINK_ICON} />
            <PhoneLink number={phone} className="inline-flex min-h-11 items-center" />
          </li>
        ) : null}
        <li className={`${LINK_ROW} ${phone ? "" : "border-t border-border"}`}>
          <ContentIcon name="mail" className={LINK_ICON} />
          <EmailLink address={office.email} className="inline-flex min-h-11 items-center" />
        </li>
        <li className={LINK_ROW}>
          <UiIcon name="external-link" className={LINK_ICON} />
          <a
            href={office.gmb}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
          >
            {labels.map}
            <span className="sr-only">
              : {office.name} ({labels.newTab})
            </span>
          </a>
        </li>
      </ul>
    </article>
  );
}
