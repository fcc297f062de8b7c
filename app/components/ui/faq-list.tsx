import type { Faq } from "~/content/types";

/**
 * Questions and answers as `<details>`: readable and operable without JavaScript. Sharing a
 * `name` makes them one accordion where only one stays open, as the spec asks, in browsers that
 * support it; elsewhere each opens on its own. Colours come from the theme's tokens, so the same
 * list reads on the light pages and on the home page's dark theme.
 */
export function FaqList({ faqs, group }: { faqs: Faq[]; group: string }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface-raised">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg leading-none text-accent transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="measure -mt-1 px-5 pb-5 text-fg-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
