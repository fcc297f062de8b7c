import { H1_SIZE } from "~/components/ui/h1-size";
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { AuditForm, AuditInlineRegion } from "~/components/forms/audit-form.markup";
import { CompactHeader } from "~/components/layout/compact-header";
import { Backdrop } from "~/components/ui/backdrop";
import { ButtonLink } from "~/components/ui/button";
import { Card, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import { legalLinks } from "~/content/footer";
import { KeyMetricList } from "./key-metrics.markup";
import { auditReveals, auditSection, auditToolPage, keyAuditMetrics } from "~/content/results";
import { site } from "~/content/site";

/**
 * The stand-alone audit tool (/audit, noindex), in the audit's own frame. The form comes first;
 * what the report covers follows.
 */
export function AuditToolPage({ error, value }: { error?: string; value?: string }) {
  return (
    <AuditToolFrame>
      <div className="relative isolate overflow-hidden border-b border-border bg-surface-sunken">
        <Backdrop />
        <div className="container-page py-12 text-center sm:py-20">
          <Eyebrow>{auditSection.badge}</Eyebrow>
          <h1 className={`mx-auto mt-3 max-w-3xl ${H1_SIZE.page}`}>{auditSection.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-fg-muted">{auditSection.description}</p>
          <div className="mx-auto mt-10 max-w-2xl rounded-2xl border border-border bg-surface-raised p-5 text-left shadow-card sm:p-8">
            <AuditForm defaultValue={value} error={error} submitLabel={auditSection.submitLabel} />
            <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
              {auditSection.trust.map((claim) => (
                <li key={claim} className="flex items-center gap-2">
                  <ContentIcon name="check-circle" className="size-4 text-success" />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <AuditInlineRegion />
        </div>
      </div>
      <PageSection id="audit-reveals" title={auditSection.revealsTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {auditReveals.map((item) => (
            <Card as="li" key={item.title}>
              <IconTile>
                <ContentIcon name={item.icon} />
              </IconTile>
              <h3 className="mt-4 font-semibold text-fg">{item.title}</h3>
              <p className="mt-1 text-sm text-fg-muted">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection id="audit-metrics" title={auditSection.metricsTitle} band>
        <KeyMetricList metrics={keyAuditMetrics} />
      </PageSection>
    </AuditToolFrame>
  );
}

/**
 * The frame of the audit's own pages (/audit and its previews): the public top bar and footer are
 * hidden there (docs/product.md §2), so they carry a slim header (brand home, a consultation link)
 * and a one-line footer with the legal links.
 */
export function AuditToolFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <AuditToolHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <AuditToolFooter />
    </div>
  );
}

export function AuditToolHeader() {
  return (
    <CompactHeader>
      <ButtonLink href={auditToolPage.consultation.href} variant="outline" size="sm">
        <span className="sm:hidden">{auditToolPage.consultationShort}</span>
        <span className="max-sm:hidden">{auditToolPage.consultation.label}</span>
      </ButtonLink>
    </CompactHeader>
  );
}

export function AuditToolFooter() {
  return (
    <footer className="border-t border-border">
      <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-fg-subtle">
          © {new Date().getFullYear()} {site.name}
        </p>
        <ul aria-label="Legal" className="flex flex-wrap gap-x-5">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center text-fg-muted underline-offset-4 hover:text-fg hover:underline lg:min-h-8"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
