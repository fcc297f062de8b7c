import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is on screen and the browser tab is shown: what a decoration needs before
 * it moves, so nothing animates off screen or in a background tab. False on the server.
 */
export function useOnScreen(ref: RefObject<Element>): boolean {
  const [inView, setInView] = useState(false);
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    const onVisibility = () => setPageShown(document.visibilityState === "visible");
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ref]);
  return inView && pageShown;
}
