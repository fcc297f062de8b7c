import type { Faq } from "~/content/types";
import { UiIcon } from "./ui-icon";

/**
 * Questions and answers as `<details>`: readable and operable without JavaScript. Sharing a
 * `name` makes them one accordion where only one stays open, as the spec asks, in browsers that
 * support it; elsewhere each opens on its own. Semantic colors only, so it reads in both themes.
 */
export function FaqList({ faqs, group }: { faqs: Faq[]; group: string }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface-raised">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="group">
          <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 font-medium text-fg transition-colors hover:text-accent sm:px-6">
            {faq.question}
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full border border-border text-fg-muted transition group-open:rotate-45 group-open:border-accent group-open:text-accent"
            >
              <UiIcon name="plus" className="size-3.5" />
            </span>
          </summary>
          <p className="measure px-5 pb-5 text-fg-muted sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
