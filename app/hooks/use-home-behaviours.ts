import { useEffect } from "react";
import { HASH_SCROLL_DELAY_MS } from "~/content/hero-timings";
import { select } from "~/lib/markup/data-hooks";
import { scrollToSection } from "~/lib/motion/scroll-to";
import { TOOLTIP_HOOKS } from "~/lib/motion/tooltip-hooks";
import { homeSectionId } from "~/lib/site/navigation";

/**
 * The signs that a visitor is starting to use the page past what it first shows. A scroll of the
 * list inside the page counts too: scroll events do not bubble, so they are heard on the way down.
 */
const FIRST_USE = ["scroll", "wheel", "touchstart", "pointerdown", "keydown", "focusin"] as const;

function printExplanations() {
  const show = (selector: string, display: string) =>
    document.querySelectorAll<HTMLElement>(selector).forEach((element) => (element.style.display = display));
  show(select(TOOLTIP_HOOKS.note), "block");
  show(select(TOOLTIP_HOOKS.trigger), "none");
}

/**
 * Loads the home page's behaviours below its first screen (app/components/home/home-page.behaviour.ts) on
 * demand (docs/decisions/037): on the visitor's first scroll, key, touch, press or focus, or at
 * once when the page opens at a hash, which it then scrolls to after 300 ms. Until then the page is the
 * server's, complete and still; the hero moves on its own (attachHero, at once).
 */
export function useHomeBehaviours() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const options = { capture: true, passive: true } as const;
    const stopListening = () => FIRST_USE.forEach((type) => window.removeEventListener(type, load, options));
    // The hash the page opened at; one a button writes later is that button's business.
    const hash = homeSectionId(window.location.href);
    function load() {
      stopListening();
      import("~/lazy/home-behaviours")
        .then(({ attachHomeBehaviours }) => {
          if (!gone) stop = attachHomeBehaviours(document);
        })
        // A chunk that fails to load (a new release, a lost connection) leaves the page as served,
        // its explanations printed as they are without scripts (app/tailwind.css, `scripting: none`).
        .catch(printExplanations);
    }
    // Opened at a hash: its section once the page has settled (docs/product.md §4.5).
    const hashTimer = hash ? setTimeout(() => scrollToSection(hash), HASH_SCROLL_DELAY_MS) : undefined;
    if (hash) load();
    else FIRST_USE.forEach((type) => window.addEventListener(type, load, options));
    return () => {
      gone = true;
      clearTimeout(hashTimer);
      stopListening();
      stop?.();
    };
  }, []);
}
