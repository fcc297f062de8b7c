import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { markupLinkTarget, markupLinkToDiscover } from "~/lib/markup/link-target";

/**
 * Client-side navigation for the links inside server markup (docs/decisions/033), which React does
 * not render in the browser and so cannot give `<Link>` behaviour: one listener on the document
 * does what a `<Link>` would. A link marked `data-keep-scroll` keeps the scroll position (a tab).
 * A link the pointer or focus reaches is marked for Remix's route discovery then, not while the
 * page hydrates (docs/decisions/038), so its route is usually known before the click.
 */
export function useMarkupLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = markupLinkTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      navigate(target.to, { preventScrollReset: target.keepScroll });
    };
    const onIntent = (event: Event) =>
      markupLinkToDiscover(event.target, window.location)?.setAttribute("data-discover", "true");
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [navigate]);
}
