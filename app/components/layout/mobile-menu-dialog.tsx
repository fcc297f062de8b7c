import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { UiIcon } from "~/components/ui/ui-icon";
import { topBarItems } from "~/content/navigation";
import { mobileMenuLabels, mobileMenuSections } from "~/content/mobile-menu";
import { MOBILE_MENU_AUTO_CLOSE_SCROLL_PX, MOBILE_MENU_PHASES_MS } from "~/content/timings";
import { keyboardOpen, MOBILE_QUERY } from "~/lib/motion/device";
import { useModalDialog } from "~/hooks/use-modal-dialog";
import { usePrefersReducedMotion } from "~/hooks/use-prefers-reduced-motion";
import type { Viewer } from "~/lib/auth/viewer";
import { haptic, type HapticStrength } from "~/lib/ui/haptics";
import { swipeDirection, type TouchPoint } from "~/lib/ui/swipe";
import { useSiteSettings } from "~/lib/site/use-site-settings";
import { MobileAccount } from "./mobile-account";
import { MobileSectionContent } from "./mobile-menu-sections";

const count = mobileMenuSections.length;

/**
 * The full-screen mobile menu (docs/product.md §2, §4): the five sections one at a time, changed by
 * swiping, by the previous/next buttons (which name their section) or by the dots, which are a
 * tab list; then the account area. It enters in four staggered phases (0/100/200/300 ms, none
 * under reduced motion) and closes on Escape, on the close button, on any item and when the page
 * scrolls. Changing section ticks on a phone that can vibrate (a tap lightly, a swipe firmer).
 */
export function MobileMenuDialog({ id, viewer, onClose }: { id: string; viewer: Viewer | null; onClose: () => void }) {
  const crmLoginUrl = useSiteSettings()?.crmLoginUrl ?? null;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const touchStart = useRef<TouchPoint | null>(null);
  const [index, setIndex] = useState(0);
  const [entered, setEntered] = useState(false);
  const reduced = usePrefersReducedMotion();
  useModalDialog(dialogRef, onClose, closeRef);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    const startY = window.scrollY;
    const onScroll = () => {
      // A keyboard opening for a field scrolls the page too: that is not the visitor leaving the menu.
      const phone = window.matchMedia(MOBILE_QUERY).matches;
      if (phone && keyboardOpen(window.screen.height, window.innerHeight)) return;
      if (Math.abs(window.scrollY - startY) > MOBILE_MENU_AUTO_CLOSE_SCROLL_PX) onClose();
    };
    // Any item closes the menu (a link to the page already shown changes no route), by click,
    // tap or Enter: one listener for every link inside.
    const dialog = dialogRef.current;
    const onItem = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest("a[href]")) onClose();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    dialog?.addEventListener("click", onItem);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      dialog?.removeEventListener("click", onItem);
    };
  }, [onClose]);

  // A tap ticks lightly; a swipe, a gesture with nothing under the finger to confirm it, firmer.
  const go = (next: number, focusTab = false, tick: HapticStrength = "light") => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    haptic(tick);
    if (focusTab) tabRefs.current[wrapped]?.focus();
  };

  const phase = (n: number) => ({
    className: `transition duration-300 ease-out ${entered ? "opacity-100 translate-y-0" : "opacity-0 translate-y-2"}`,
    style: { transitionDelay: reduced ? "0ms" : `${MOBILE_MENU_PHASES_MS[n]}ms` },
  });
  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target, true);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!touchStart.current || !touch) return;
    const direction = swipeDirection(touchStart.current, { x: touch.clientX, y: touch.clientY, time: event.timeStamp });
    if (direction) go(direction === "next" ? index + 1 : index - 1, false, "medium");
    touchStart.current = null;
  };

  const section = mobileMenuSections[index]!;
  const previous = mobileMenuSections[(index - 1 + count) % count]!;
  const next = mobileMenuSections[(index + 1) % count]!;
  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      tabIndex={-1}
      style={{ overscrollBehavior: "contain" }}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface-raised text-fg outline-none xl:hidden"
    >
      <div {...phase(0)}>
        <div className="flex h-16 items-center justify-between border-b border-border px-4">
          <span className="text-lg font-bold">{section.label}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-surface-sunken"
          >
            <UiIcon name="close" className="h-5 w-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="border-b border-border px-4 py-2">
          <ul className="flex flex-wrap gap-1">
            {topBarItems.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.href}
                  className="block rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-surface-sunken"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div {...phase(1)}>
        <div className="flex items-center justify-between gap-2 px-4 pt-3">
          <button type="button" onClick={() => go(index - 1)} className={hintClass}>
            <UiIcon name="chevron-left" />
            <span className="sr-only">{mobileMenuLabels.previous}: </span>
            {previous.label}
          </button>
          <div role="tablist" aria-label="Menu sections" className="flex items-center">
            {mobileMenuSections.map((s, i) => (
              <button
                key={s.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${s.id}`}
                aria-selected={i === index}
                aria-controls={`${id}-panel`}
                aria-label={s.label}
                tabIndex={i === index ? 0 : -1}
                onClick={() => go(i)}
                onKeyDown={onTabKey}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${i === index ? "w-5 bg-accent-solid" : "w-2 bg-border-strong"}`}
                />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} className={hintClass}>
            <span className="sr-only">{mobileMenuLabels.next}: </span>
            {next.label}
            <UiIcon name="chevron-right" />
          </button>
        </div>
      </div>
      <div
        {...phase(2)}
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${section.id}`}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {/* The browser keeps vertical panning; a horizontal swipe is the menu's, never "go back". */}
        <div style={{ touchAction: "pan-y" }} className="px-4 py-4">
          <MobileSectionContent section={section} />
        </div>
      </div>
      <div {...phase(3)}>
        <div className="mt-auto border-t border-border px-4 py-4">
          <MobileAccount viewer={viewer} crmLoginUrl={crmLoginUrl} />
        </div>
      </div>
    </div>
  );
}

const hintClass =
  "inline-flex min-h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium text-fg-muted hover:bg-surface-sunken";
