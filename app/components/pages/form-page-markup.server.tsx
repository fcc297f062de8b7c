import type { ReactNode } from "react";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { closingBand } from "~/content/closing";
import type { PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { renderMarkupBlocks, type MarkupBlocks } from "~/lib/markup/render.server";
import type { ContactBook } from "~/lib/site/contact-book";
import { CopySections } from "./copy-sections.markup";
import type { FormPageMarkup } from "./form-page";
import { PageHero } from "./page-hero.markup";

/**
 * The static parts of a form page (`FormPage`), rendered to HTML by its loader: the hero, the
 * sections (and `after` them, the offices on /contact) and the closing band. The records they draw
 * from stay on the server; `book` holds the settings' phone lines and email the sections show (ADR 052).
 */
export function formPageMarkup(
  { page, breadcrumbs, after }: { page: PageCopy; breadcrumbs?: Crumb[]; after?: ReactNode },
  request: Request,
  book: ContactBook,
): MarkupBlocks<keyof FormPageMarkup> {
  return renderMarkupBlocks<keyof FormPageMarkup>(
    {
      hero: <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} />,
      body: (
        <>
          <CopySections sections={page.sections} layout="stacked" />
          {after}
        </>
      ),
      closing: <CtaBand {...closingBand(page.closing, page.cta)} />,
    },
    request,
    book,
  );
}
