import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/content-icon";
import { promoBanner } from "~/content/home";

/**
 * The promo banner above the hero; its text comes from the site settings (/admin/settings).
 * Dismissing it (and hiding it on scroll) is a later JavaScript enhancement (docs/product.md
 * §11.5); without scripts it is simply shown.
 */
export function PromoBanner({ text }: { text: string }) {
  return (
    <aside
      aria-label="Announcement"
      className="border-b border-border bg-[linear-gradient(90deg,transparent,var(--accent-soft),transparent)]"
    >
      <p className="container-page py-2.5 text-center text-sm text-fg-muted">
        {text}{" "}
        <Link
          to={promoBanner.cta.href}
          className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-fg underline-offset-4 hover:underline"
        >
          {promoBanner.cta.label}
          <UiIcon name="arrow-right" className="size-3.5" />
        </Link>
      </p>
    </aside>
  );
}
