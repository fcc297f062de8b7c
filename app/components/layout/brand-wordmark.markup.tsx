import { Link } from "@remix-run/react";
import { BRAND_NAME, BRAND_WORDS } from "~/content/brand";
import { BrandMark } from "~/components/ui/brand-mark";
import { hook } from "~/lib/markup/data-hooks";
import { SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";

/** The longest rotating word sizes the slot, so the bar does not shift as the words change. */
const LONGEST_WORD = BRAND_WORDS.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * "Rankwell" plus a word that rotates (SEO, Websites, Marketing) every 3 s, a 250 ms roll in a
 * clipped slot as wide as the longest word (never a fade through nothing, issue 23; never a sliced letter, issue 36). Server markup
 * with the first word; the rotation is a browser enhancement (app/components/layout/site-header-bar.behaviour.ts),
 * held while the wordmark is pointed at or focused, off under reduced motion. The link is named "Rankwell home", so screen readers hear a stable name
 * and never the rotation. Below 390 px the word is left out so the bar fits a 320 px screen.
 */
export function BrandWordmark() {
  return (
    <Link
      to="/"
      aria-label={`${BRAND_NAME} home`}
      className="flex shrink-0 items-center gap-2 rounded-md text-base font-bold sm:text-lg"
    >
      <BrandMark size={28} className="h-7 w-7" />
      <span aria-hidden="true" className="flex items-baseline gap-1.5">
        <span>{BRAND_NAME}</span>
        <span
          data-longest={LONGEST_WORD}
          className="inline-grid overflow-hidden text-accent max-[389px]:hidden after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-longest)]"
        >
          <span {...hook(SITE_HEADER_HOOKS.brandWord)} className="col-start-1 row-start-1">
            {BRAND_WORDS[0]}
          </span>
        </span>
      </span>
    </Link>
  );
}
