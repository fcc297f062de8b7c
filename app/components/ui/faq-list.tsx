import type { Faq } from "~/content/types";

/**
 * Questions and answers as `<details>`: readable and operable without JavaScript. Sharing a
 * `name` makes them one accordion where only one stays open, as the spec asks, in browsers that
 * support it; elsewhere each opens on its own.
 */
export function FaqList({ faqs, group, tone = "light" }: { faqs: Faq[]; group: string; tone?: "dark" | "light" }) {
  const dark = tone === "dark";
  return (
    <div
      className={`divide-y rounded-2xl border ${dark ? "divide-white/10 border-white/10 bg-white/5" : "divide-slate-200 border-slate-200 bg-white"}`}
    >
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="group px-5 py-4">
          <summary
            className={`flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden ${dark ? "text-white" : "text-slate-900"}`}
          >
            {faq.question}
            <span
              aria-hidden="true"
              className={`text-xl transition-transform group-open:rotate-45 ${dark ? "text-brand-200" : "text-brand-700"}`}
            >
              +
            </span>
          </summary>
          <p className={`mt-3 ${dark ? "text-slate-300" : "text-slate-700"}`}>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
