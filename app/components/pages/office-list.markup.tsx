import { pageLabels } from "~/content/page-labels";
import type { Office } from "~/content/types";
import { OfficeCard } from "./office-card.markup";

export interface OfficeEntry {
  key: string;
  office: Office;
  hours: string;
}

/** The offices under a copy page's sections (on /contact, the two primary ones). */
export function OfficeList({ offices, title = pageLabels.visit }: { offices: OfficeEntry[]; title?: string }) {
  return (
    <section aria-labelledby="offices-heading" className="mt-12">
      <h2 id="offices-heading" className="text-2xl font-semibold tracking-tight text-fg">
        {title}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {offices.map((entry) => (
          <li key={entry.key}>
            <OfficeCard office={entry.office} hours={entry.hours} />
          </li>
        ))}
      </ul>
    </section>
  );
}
