/**
 * The classes the home page's scroll furniture (components/home/scroll-furniture.markup.tsx) is drawn with
 * and the script swaps (app/lib/ui/home-scroll.ts): one list, so the server and the script agree.
 */
export const FURNITURE_LOOK = {
  fade: "transition-[opacity,transform,visibility]",
  shown: "opacity-100",
  hidden: "invisible opacity-0",
  raised: "translate-y-0",
  lowered: "translate-y-2",
  activeDot: "size-3 bg-accent",
  dot: "size-2 bg-border-strong group-hover:bg-fg-muted",
} as const;

/** The floating button's progress ring: the circumference of its 22-unit circle. */
export const FLOATING_RING = 2 * Math.PI * 22;
