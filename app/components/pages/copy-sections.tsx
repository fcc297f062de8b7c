import { Link } from "@remix-run/react";
import { PageSection } from "~/components/ui/page-section";
import type { CopySection } from "~/content/types";

/** The sections of a copy page: heading, paragraphs, an optional list and optional links. */
export function CopySections({ sections }: { sections: CopySection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <PageSection key={section.heading} id={sectionId(section)} anchor={section.id} title={section.heading}>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </PageSection>
      ))}
    </div>
  );
}

function sectionId(section: CopySection): string {
  return `${
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  }`;
}
