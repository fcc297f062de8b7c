import { Link } from "@remix-run/react";
import { promoBanner } from "~/content/home";

/**
 * The promo banner above the hero; its text comes from the site settings (/admin/settings).
 * Dismissing it (and hiding it on scroll) is a later JavaScript enhancement; without scripts it
 * is simply shown.
 */
export function PromoBanner({ text }: { text: string }) {
  return (
    <aside
      aria-label="Announcement"
      className="bg-gradient-to-r from-brand-800 to-indigo-800 px-4 py-2.5 text-center text-sm text-white"
    >
      <p>
        {text}{" "}
        <Link to={promoBanner.cta.href} className="font-semibold underline underline-offset-2 hover:no-underline">
          {promoBanner.cta.label}
        </Link>
      </p>
    </aside>
  );
}
