import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { LINK_DISCOVERY_FALLBACK_DELAY_MS } from "~/content/frame-timings";
import { select, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import { REMIX_LINK_HOOKS } from "~/lib/markup/remix-seam";
import { markupLinkTarget, markupLinkToDiscover } from "~/lib/markup/link-target";

/**
 * Client-side navigation for the links inside server markup (docs/decisions/033), which React does
 * not render in the browser and so cannot give `<Link>` behaviour: one listener on the document
 * does what a `<Link>` would. A link marked `data-keep-scroll` keeps the scroll position (a tab).
 *
 * Remix learns a link's route once the link carries its mark (docs/decisions/038). Server markup
 * is sent without it, so hydration does not ask for the routes of every link on the page; once the
 * browser is idle, each link is marked when it comes on screen (scrolled to, focused, or shown by
 * an opened menu), before a pointer or a tap can reach it.
 */
export function useMarkupLinks() {
  const navigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = markupLinkTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      navigate(target.to, { preventScrollReset: target.keepScroll });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  // Again after each navigation, which may have written new markup.
  useEffect(() => {
    let live = true;
    const onScreen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onScreen.unobserve(entry.target);
        markupLinkToDiscover(entry.target, window.location)?.setAttribute(REMIX_LINK_HOOKS.discover, "true");
      }
    });
    const watch = () =>
      live &&
      document
        .querySelectorAll(`${select(SERVER_MARKUP_HOOKS.root)} a[href]`)
        .forEach((link) => onScreen.observe(link));
    // Safari has no requestIdleCallback: the delay alone stands in for it there.
    if ("requestIdleCallback" in window) requestIdleCallback(watch, { timeout: LINK_DISCOVERY_FALLBACK_DELAY_MS });
    else setTimeout(watch, LINK_DISCOVERY_FALLBACK_DELAY_MS);
    return () => {
      live = false;
      onScreen.disconnect();
    };
  }, [key]);
}
