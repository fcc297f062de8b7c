import { useId, type ReactNode } from "react";

/**
 * A titled card on an account page: a form (rename, change password, pipeline) or a list
 * (timeline, recent audits). The heading names the section for screen readers; `tone="danger"`
 * frames the one panel whose action cannot be undone.
 */
export function Panel({
  title,
  description,
  actions,
  tone = "default",
  headingLevel = 2,
  id,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: "default" | "danger";
  headingLevel?: 2 | 3;
  /** An anchor for a form's no-JavaScript reply (the page opens at the panel). */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-6 rounded-card border bg-surface-raised ${tone === "danger" ? "border-danger/40" : "border-border"}`}
    >
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <Heading
            id={headingId}
            className={`text-base font-semibold ${tone === "danger" ? "text-danger" : "text-fg"}`}
          >
            {title}
          </Heading>
          {description ? <p className="mt-1 text-sm text-pretty text-fg-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-col gap-2 sm:flex-row [&>*]:max-sm:w-full">{actions}</div> : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
