import { ContentIcon } from "~/components/ui/content-icon";
import { EmailLink, PhoneLink } from "~/components/ui/contact-links";
import type { SetupGuide } from "~/content/types";

/**
 * The setup guide's support box, on /crm-seo and in the guide's dialog. Its links are plain
 * anchors: the dialog is drawn outside the page's router (ADR 029).
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
  return (
    <div className="rounded-card border border-accent/40 bg-accent-soft p-6">
      <Heading className="text-lg font-semibold text-fg">{support.title}</Heading>
      <p className="mt-1 text-fg-muted">{support.description}</p>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {support.contactMethods.map((method) => (
          <li key={method.label} className="flex gap-3">
            <ContentIcon name={method.icon} className="mt-3 size-5 text-accent" />
            <span className="min-w-0">
              <span className="block pt-2.5 text-sm font-medium text-fg">{method.label}</span>
              <ContactValue icon={method.icon} value={method.value} bookingPath={bookingPath} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phone numbers dial, addresses mail, and the booking method goes to the booking page. */
function ContactValue({ icon, value, bookingPath }: { icon: string; value: string; bookingPath: string }) {
  const className = "inline-flex min-h-11 items-center";
  if (icon === "phone") return <PhoneLink number={value} className={className} />;
  if (icon === "mail") return <EmailLink address={value} className={className} />;
  return (
    <a href={bookingPath} className={`${className} font-medium text-accent underline-offset-4 hover:underline`}>
      {value}
    </a>
  );
}
