import { prefersReducedMotion } from "./reduced-motion";
import { renderAllSections } from "./render-on-view";

/**
 * Scrolls to a section of the page, smoothly unless reduced motion is asked for, and puts its hash
 * in the address without a new history entry (the router's state is kept). When the section is
 * missing it scrolls `fallbackViewports` heights instead, or does nothing. Returns whether it
 * handled the request, so a link can fall back to its own navigation.
 */
export function scrollToSection(id: string, fallbackViewports?: number): boolean {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  const target = document.getElementById(id);
  if (target) {
    renderAllSections();
    target.scrollIntoView({ behavior, block: "start" });
    window.history.replaceState(window.history.state, "", `#${id}`);
    return true;
  }
  if (fallbackViewports === undefined) return false;
  window.scrollBy({ top: window.innerHeight * fallbackViewports, behavior });
  return true;
}
