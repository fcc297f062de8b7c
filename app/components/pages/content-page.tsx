import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import type { PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { CopySections } from "./copy-sections";
import { PAGE_BODY_CLASS, PAGE_BODY_WIDE_CLASS, PageHero } from "./page-hero";

/**
 * A page made of copy: hero, sections and a closing call to action. `aside` sits beside the
 * sections on wide screens (a form, for example); `after` follows them.
 */
export function ContentPage({
  page,
  breadcrumbs,
  aside,
  after,
}: {
  page: PageCopy;
  breadcrumbs?: Crumb[];
  aside?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} wide={Boolean(aside)} />
      <div className={aside ? `${PAGE_BODY_WIDE_CLASS} grid gap-12 lg:grid-cols-[1fr_28rem]` : PAGE_BODY_CLASS}>
        <div>
          <CopySections sections={page.sections} />
          {after}
          {page.cta ? (
            <ButtonLink href={page.cta.href} className="mt-12">
              {page.cta.label}
            </ButtonLink>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </main>
  );
}
