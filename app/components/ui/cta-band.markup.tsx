import { keepTogether } from "~/components/ui/keep-together";
import type { Cta } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import { ActionPair } from "./button";

/**
 * How every page ends: a heading, a line of text and one or two actions, on a dark band in both
 * themes (the `dark` class gives it the dark tokens).
 */
export function CtaBand({
  id = "closing-cta",
  title,
  text,
  primary,
  secondary,
}: {
  id?: string;
  title: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page">
        <div
          {...hook(FLOATING_BUTTON_HOOKS.away)}
          className="dark relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-12 text-center sm:px-12 sm:py-16"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-2xl bg-[radial-gradient(closest-side,var(--accent-soft),transparent)]"
          />
          <h2 id={headingId} className="relative text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
            {keepTogether(title)}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{text}</p>
          <ActionPair primary={primary} secondary={secondary} className="relative mt-8" />
        </div>
      </div>
    </section>
  );
}
