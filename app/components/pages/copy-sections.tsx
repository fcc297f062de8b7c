import { Link } from "@remix-run/react";
import { pageLabels } from "~/content/page-labels";
import type { CopySection } from "~/content/types";

/**
 * The sections of a copy page in a readable column (about 68 characters a line): heading,
 * paragraphs, an optional list and optional links; long documents open with their contents.
 */
export function CopySections({
  sections,
  tableOfContents = false,
}: {
  sections: CopySection[];
  tableOfContents?: boolean;
}) {
  return (
    <div className="measure">
      {tableOfContents ? (
        <nav
          aria-labelledby="contents-heading"
          className="mb-12 rounded-card border border-border bg-surface-sunken p-5"
        >
          <h2 id="contents-heading" className="text-sm font-semibold text-fg">
            {pageLabels.contents}
          </h2>
          <ol className="mt-2 grid gap-0.5 text-sm">
            {sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(section)}`}
                  className="inline-flex min-h-11 items-center text-accent hover:underline sm:min-h-8"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="space-y-12">
        {sections.map((section) => (
          <section
            key={section.heading}
            id={sectionId(section)}
            aria-labelledby={`${sectionId(section)}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${sectionId(section)}-heading`} className="text-2xl font-semibold tracking-tight text-fg">
              {section.heading}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-pretty text-fg-muted">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-fg-muted marker:text-accent">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
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
