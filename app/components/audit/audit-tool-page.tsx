import { AuditForm } from "~/components/forms/audit-form";
import { CompactHeader } from "~/components/layout/compact-header";
import { auditReveals, auditSection, keyAuditMetrics } from "~/content/results";

/**
 * The stand-alone audit tool (/audit). The public top bar is hidden here (docs/product.md §2), so the
 * page carries its own way home.
 */
export function AuditToolPage({ error, value }: { error?: string; value?: string }) {
  return (
    <div className="min-h-screen bg-surface-sunken text-fg">
      <CompactHeader width="max-w-5xl">
        <a href="/book-demo" className="text-sm font-semibold text-accent hover:underline">
          Book a free consultation
        </a>
      </CompactHeader>
      <main id="main" className="mx-auto max-w-5xl px-6 py-12">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{auditSection.badge}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{auditSection.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-fg-muted">{auditSection.description}</p>
        <div className="mt-8 max-w-2xl rounded-xl border border-border bg-surface-raised p-6 shadow-sm">
          <AuditForm defaultValue={value} error={error} submitLabel={auditSection.submitLabel} />
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
            {auditSection.trust.map((claim) => (
              <li key={claim}>✓ {claim}</li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="audit-reveals" className="mt-14">
          <h2 id="audit-reveals" className="text-2xl font-bold">
            What the audit reveals
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {auditReveals.map((item) => (
              <li key={item.title} className="rounded-lg border border-border bg-surface-raised p-5">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-fg-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="audit-metrics" className="mt-14">
          <h2 id="audit-metrics" className="text-2xl font-bold">
            Key metrics in your report
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {keyAuditMetrics.map((metric) => (
              <div key={metric.label} className="rounded-lg border border-border bg-surface-raised p-5">
                <dt className="font-semibold">{metric.label}</dt>
                <dd className="mt-1 text-sm text-fg-muted">{metric.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
    </div>
  );
}
