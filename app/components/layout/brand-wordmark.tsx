import { Link } from "@remix-run/react";
import { BRAND_NAME, BRAND_WORDS } from "~/content/brand";
import { BRAND_WORD_ROTATION } from "~/content/frame-timings";
import { useRotatingWord } from "~/hooks/use-rotating-word";

/** The longest rotating word sizes the slot, so the bar does not shift as the words change. */
const LONGEST_WORD = BRAND_WORDS.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * "Rankwell" plus a word that rotates (SEO, Websites, Marketing) every 3 s with a 250 ms fade.
 * The server sends the first word; rotation is a browser enhancement, off under reduced motion.
 * The link is named "Rankwell home", so screen readers hear a stable name and never the rotation.
 * Below 390 px the word is left out so the bar fits a 320 px screen without scrolling sideways.
 */
export function BrandWordmark() {
  const { word, visible } = useRotatingWord(BRAND_WORDS, BRAND_WORD_ROTATION);
  return (
    <Link
      to="/"
      aria-label={`${BRAND_NAME} home`}
      className="flex shrink-0 items-center gap-2 rounded-md text-base font-bold sm:text-lg"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
      <span aria-hidden="true" className="flex items-baseline gap-1.5">
        <span>{BRAND_NAME}</span>
        <span
          data-longest={LONGEST_WORD}
          className="inline-grid text-accent max-[389px]:hidden after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-longest)]"
        >
          <span
            className="col-start-1 row-start-1 transition-opacity ease-in-out"
            style={{ opacity: visible ? 1 : 0, transitionDuration: `${BRAND_WORD_ROTATION.fadeMs}ms` }}
          >
            {word}
          </span>
        </span>
      </span>
    </Link>
  );
}
