import type { ReactNode } from "react";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { closingBand } from "~/content/closing";
import type { PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { CopySections } from "./copy-sections.markup";
import { PageHero } from "./page-hero.markup";

/**
 * A page made of copy (server markup, docs/decisions/033): the hero, the sections in a readable
 * column, and the closing band. Pages with a form beside the sections are `FormPage`s.
 */
export function ContentPage({
  page,
  breadcrumbs,
  visual,
}: {
  page: PageCopy;
  breadcrumbs?: Crumb[];
  visual?: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} visual={visual} />
      <div className="container-page grid gap-12 py-16 sm:py-20">
        <div className="min-w-0">
          <CopySections sections={page.sections} layout={page.tableOfContents ? "contents" : "split"} />
        </div>
      </div>
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
