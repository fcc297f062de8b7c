import { AuditForm } from "~/components/forms/audit-form";
import { ServerMarkup } from "~/components/markup/server-markup";
import { PageHeroFrame } from "./page-hero-frame";

/** The blocks of an audit landing its loader renders (`auditLandingMarkup`). */
export type AuditLandingMarkup = Record<"breadcrumbs" | "heroText" | "trust" | "visual" | "body", string>;

/**
 * An audit landing page: the pitch and the audit form, a sample report, what it checks, who can
 * help. The form is the one part the browser renders; the rest is server markup
 * (`auditLandingMarkup`, docs/decisions/033), placed in the hero's band around it.
 */
export function AuditLandingView({ markup, formTitle }: { markup?: Partial<AuditLandingMarkup>; formTitle: string }) {
  return (
    <main id="main">
      <PageHeroFrame
        breadcrumbs={<ServerMarkup html={markup?.breadcrumbs} />}
        visual={<ServerMarkup html={markup?.visual} />}
      >
        <ServerMarkup html={markup?.heroText} />
        <section
          aria-labelledby="audit-form-heading"
          className="mt-8 max-w-2xl rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6"
        >
          <h2 id="audit-form-heading" className="mb-4 text-lg font-semibold text-fg">
            {formTitle}
          </h2>
          <AuditForm />
          <ServerMarkup html={markup?.trust} />
        </section>
      </PageHeroFrame>
      <ServerMarkup html={markup?.body} />
    </main>
  );
}
