import type { MarkupData } from "~/lib/markup/document-markup";
import type { ReactNode } from "react";
import { ServerMarkup } from "~/components/markup/server-markup";

/** The blocks of a form page its loader renders (`formPageMarkup`). */
export type FormPageMarkup = Record<"hero" | "body" | "closing", MarkupData>;

/**
 * A copy page with a form beside its sections (/contact, /book-demo): the form is the one part the
 * browser renders; the hero, the sections and the closing band are server markup
 * (`formPageMarkup`, docs/decisions/033). On wide screens the form sits beside the sections and
 * stays in view; on phones it comes first, as it is what the visitor came for.
 */
export function FormPage({ markup, children }: { markup?: Partial<FormPageMarkup>; children: ReactNode }) {
  return (
    <main id="main">
      <ServerMarkup html={markup?.hero} />
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-16">
        <div className="min-w-0">
          <ServerMarkup html={markup?.body} />
        </div>
        <div className="min-w-0 max-lg:order-first lg:sticky lg:top-24">{children}</div>
      </div>
      <ServerMarkup html={markup?.closing} />
    </main>
  );
}
