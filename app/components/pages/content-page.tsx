import type { ReactNode } from "react";
import { CtaBand } from "~/components/ui/cta-band";
import { closingBand } from "~/content/closing";
import type { PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { CopySections } from "./copy-sections";
import { PageHero } from "./page-hero";

/**
 * A page made of copy: the hero, the sections in a readable column, and the closing band. `aside`
 * sits beside the sections on wide screens and comes first on phones (a form: the reason the
 * visitor came); `after` follows the sections.
 */
export function ContentPage({
  page,
  breadcrumbs,
  aside,
  after,
  visual,
}: {
  page: PageCopy;
  breadcrumbs?: Crumb[];
  aside?: ReactNode;
  after?: ReactNode;
  visual?: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} visual={visual} />
      <div
        className={`container-page grid gap-12 py-16 sm:py-20 ${aside ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-16" : ""}`}
      >
        <div className="min-w-0">
          <CopySections
            sections={page.sections}
            layout={aside ? "stacked" : page.tableOfContents ? "contents" : "split"}
          />
          {after}
        </div>
        {aside ? <div className="min-w-0 max-lg:order-first lg:sticky lg:top-24">{aside}</div> : null}
      </div>
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
