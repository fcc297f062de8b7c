import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { markupLinkTarget } from "~/lib/markup/link-target";

/**
 * Client-side navigation for the links inside server markup (docs/decisions/033), which React does
 * not render in the browser and so cannot give `<Link>` behaviour: one listener on the document
 * does what a `<Link>` would. A link marked `data-keep-scroll` keeps the scroll position (a tab).
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
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
