import { cityPageLabels as labels } from "~/content/page-labels";
import type { Office } from "~/content/types";
import { displayPhone, telHref } from "~/lib/ui/phone";

/** An office's address, hours and contact details, as an address block. */
export function OfficeCard({
  office,
  hours,
  headingLevel = 3,
}: {
  office: Office;
  hours: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-5">
      <Heading className="font-semibold text-slate-900">{office.name}</Heading>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div>
          <dt className="font-medium text-slate-900">{labels.address}</dt>
          <dd>
            <address className="not-italic">
              {office.streetAddress}
              <br />
              {office.addressLocality}, {office.addressRegion} {office.postalCode}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{labels.hours}</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{labels.phone}</dt>
          <dd>
            <a href={telHref(office.telephone)} className="text-brand-700 hover:underline">
              {displayPhone(office.telephone)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{labels.email}</dt>
          <dd>
            <a href={`mailto:${office.email}`} className="text-brand-700 hover:underline">
              {office.email}
            </a>
          </dd>
        </div>
      </dl>
      <a
        href={office.gmb}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {labels.map}
        <span className="sr-only">
          : {office.name} ({labels.newTab})
        </span>
      </a>
    </article>
  );
}
