import { PageSection } from "~/components/ui/page-section";
import { ContentIcon } from "~/components/ui/content-icon";
import { LazyImage } from "~/components/ui/lazy-image";
import type { SetupGuide } from "~/content/types";
import { telHref } from "~/lib/ui/phone";

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
    <PageSection id={id} anchor={id} title={guide.title}>
      <p className="mt-3 text-slate-700">{guide.description}</p>
      <ol className="mt-8 space-y-8">
        {guide.steps.map((step) => (
          <li key={step.id} className="grid gap-4 sm:grid-cols-[auto_1fr_14rem] sm:items-start">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
            >
              {step.id}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.description}</p>
            </div>
            {step.image ? (
              <LazyImage
                image={{ src: step.image, alt: "", ...imageSize }}
                className="rounded-lg border border-slate-200"
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-6">
        <h3 className="text-lg font-semibold text-slate-900">{guide.supportInfo.title}</h3>
        <p className="mt-1 text-slate-700">{guide.supportInfo.description}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {guide.supportInfo.contactMethods.map((method) => (
            <li key={method.label} className="flex gap-3">
              <ContentIcon name={method.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>
                <span className="block text-sm font-medium text-slate-900">{method.label}</span>
                <a
                  href={contactHref(method.icon, method.value, bookingPath)}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {method.value}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

/** Phone numbers dial, addresses mail, and the booking method goes to the booking page. */
function contactHref(icon: string, value: string, bookingPath: string): string {
  if (icon === "phone") return telHref(value);
  if (icon === "mail") return `mailto:${value}`;
  return bookingPath;
}
