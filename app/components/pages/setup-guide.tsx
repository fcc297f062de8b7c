import { PageSection } from "~/components/ui/page-section";
import { ContentIcon } from "~/components/ui/content-icon";
import { EmailLink, PhoneLink } from "~/components/ui/contact-links";
import { LazyImage } from "~/components/ui/lazy-image";
import type { SetupGuide } from "~/content/types";
import { Link } from "@remix-run/react";

/**
 * The CRM setup guide as a numbered list, rendered on the server (the home page's dialog version
 * is a later enhancement). Step pictures are decorative: each step's words say it all.
 */
export function SetupGuideSection({
  id,
  guide,
  imageSize,
  bookingPath,
}: {
  id: string;
  guide: SetupGuide;
  imageSize: { width: number; height: number };
  bookingPath: string;
}) {
  return (
    <PageSection id={id} anchor={id} title={guide.title} lead={guide.description}>
      <ol className="grid gap-6 lg:grid-cols-2">
        {guide.steps.map((step) => (
          <li
            key={step.id}
            className={`grid gap-4 rounded-card border border-border bg-surface-raised p-5 ${step.image ? "sm:grid-cols-[minmax(0,1fr)_12rem]" : ""}`}
          >
            <div className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-solid font-semibold text-on-accent"
              >
                {step.id}
              </span>
              <div>
                <h3 className="font-semibold text-fg">{step.title}</h3>
                <p className="mt-1 text-fg-muted">{step.description}</p>
              </div>
            </div>
            {step.image ? (
              <LazyImage
                image={{ src: step.image, alt: "", ...imageSize }}
                className="rounded-lg border border-border"
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-card border border-accent/40 bg-accent-soft p-6">
        <h3 className="text-lg font-semibold text-fg">{guide.supportInfo.title}</h3>
        <p className="mt-1 text-fg-muted">{guide.supportInfo.description}</p>
        <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">
          {guide.supportInfo.contactMethods.map((method) => (
            <li key={method.label} className="flex gap-3">
              <ContentIcon name={method.icon} className="mt-3 size-5 shrink-0 text-accent" />
              <span className="min-w-0">
                <span className="block pt-2.5 text-sm font-medium text-fg">{method.label}</span>
                <ContactValue icon={method.icon} value={method.value} bookingPath={bookingPath} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

/** Phone numbers dial, addresses mail, and the booking method goes to the booking page. */
function ContactValue({ icon, value, bookingPath }: { icon: string; value: string; bookingPath: string }) {
  const className = "inline-flex min-h-11 items-center";
  if (icon === "phone") return <PhoneLink number={value} className={className} />;
  if (icon === "mail") return <EmailLink address={value} className={className} />;
  return (
    <Link to={bookingPath} className={`${className} font-medium text-accent underline-offset-4 hover:underline`}>
      {value}
    </Link>
  );
}
