import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "~/lib/motion/reduced-motion";

/**
 * Whether the visitor asked for reduced motion. The server cannot know, so the first render
 * assumes yes (nothing moves before hydration) and the browser's answer follows, live.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}
