import { useEffect } from "react";
import { attachHero } from "~/lib/ui/hero";

/** The home page hero's motion and scrolling buttons (app/lib/ui/hero.ts). */
export function useHero() {
  useEffect(() => attachHero(document), []);
}
