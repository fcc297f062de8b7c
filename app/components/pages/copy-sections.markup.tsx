import { Link } from "@remix-run/react";
import { ReachLink, useReachable } from "~/components/ui/contact-links";
import { UiIcon } from "~/components/ui/ui-icon";
import { pageLabels } from "~/content/page-labels";
import type { ContactLine, CopySection } from "~/content/types";

/**
 * The sections of a copy page, text at most about 68 characters a line. `stacked` puts them in one
 * column (beside a form); `split` sets each heading beside its text on wide screens; `contents`
 * (long documents) opens with the list of sections, a sticky column on wide screens and a
 * disclosure on phones.
 */
export function CopySections({
  sections,
  layout = "stacked",
}: {
  sections: CopySection[];
  layout?: "stacked" | "split" | "contents";
}) {
  if (layout === "contents") {
    return (
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <details className="rounded-card border border-border bg-surface-raised lg:hidden">
            <summary className="flex min-h-12 items-center justify-between px-4 font-semibold text-fg">
              {pageLabels.contents}
              <UiIcon name="chevron-down" className="size-4 text-fg-subtle" />
            </summary>
            <Contents sections={sections} className="border-t border-border px-4 py-2" />
          </details>
          <nav aria-label={pageLabels.contents} className="hidden lg:block">
            <p className="text-sm font-semibold text-fg">{pageLabels.contents}</p>
            <Contents sections={sections} className="mt-2 border-l border-border" indent />
          </nav>
        </div>
        <div className="measure grid gap-12">
          {sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
        </div>
      </div>
    );
  }
  if (layout === "split") {
    return (
      <div className="divide-y divide-border">
        {sections.map((section) => (
          <Section key={section.heading} section={section} split />
        ))}
      </div>
    );
  }
  return (
    <div className="measure grid gap-12">
      {sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
    </div>
  );
}

function Contents({
  sections,
  className,
  indent = false,
}: {
  sections: CopySection[];
  className: string;
  indent?: boolean;
}) {
  return (
    <ol className={`text-sm ${className}`}>
      {sections.map((section) => (
        <li key={section.heading}>
          <a
            href={`#${sectionId(section)}`}
            className={`flex min-h-11 items-center text-fg-muted hover:text-accent lg:min-h-9 ${indent ? "-ml-px border-l border-transparent pl-4 hover:border-accent" : ""}`}
          >
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

function Section({ section, split = false }: { section: CopySection; split?: boolean }) {
  return section.contacts ? (
    <ContactSection section={section} contacts={section.contacts} split={split} />
  ) : (
    <SectionBody section={section} split={split} />
  );
}

/** A section of ways to reach us, with only the lines that have numbers; none, no section (ADR 052). */
function ContactSection({
  section,
  contacts,
  split,
}: {
  section: CopySection;
  contacts: ContactLine[];
  split: boolean;
}) {
  const reachable = useReachable(contacts);
  if (reachable.length === 0) return null;
  return <SectionBody section={{ ...section, contacts: reachable }} split={split} />;
}

function SectionBody({ section, split }: { section: CopySection; split: boolean }) {
  const id = sectionId(section);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-24 ${split ? "grid gap-4 py-10 first:pt-0 last:pb-0 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16" : ""}`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-fg">
        {section.heading}
      </h2>
      <div className={split ? "measure" : ""}>
        {section.body.map((paragraph, index) => (
          <p key={paragraph} className={`${split && index === 0 ? "" : "mt-3"} text-pretty text-fg-muted`}>
            {paragraph}
          </p>
        ))}
        {section.items ? (
          <ul className="mt-4 space-y-2 text-fg-muted">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        {section.links ? (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
            {section.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {link.label}
                  <UiIcon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {section.contacts ? <ContactList contacts={section.contacts} /> : null}
      </div>
    </section>
  );
}

/** Phone numbers and addresses as tel: and mailto: links, each a 44 px target that never breaks. */
function ContactList({ contacts }: { contacts: ContactLine[] }) {
  return (
    <dl className="mt-4 grid gap-x-8 sm:grid-cols-2">
      {contacts.map((contact) => (
        <div key={contact.label} className="flex items-center justify-between gap-4 border-b border-border">
          <dt className="text-sm text-fg-subtle">{contact.label}</dt>
          <dd>
            <ReachLink reach={contact.reach} className="inline-flex min-h-11 items-center" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section's id: its own, or one made from its heading. */
function sectionId(section: CopySection): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  );
}
