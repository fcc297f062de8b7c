import { UiIcon } from "~/components/ui/ui-icon";
import { floatingButtonActions, sideDots } from "~/content/home";
import { hook } from "~/lib/markup/data-hooks";
import { HERO_HOOKS } from "./hero.behaviour";
import { FLOATING_RING, FURNITURE_LOOK, SCROLL_FURNITURE_HOOKS } from "./scroll-furniture.look";

const action = floatingButtonActions.default;

/**
 * The home page's scroll furniture (docs/product.md §4.5) as an inert template in the server's
 * markup: the reading-progress bar, the side dots (Home, Solutions, Audit, Features, Pricing, from
 * 1024 px) and the floating round button with its label beside it at every width, so a touch sees
 * what it does (ADR 075). It only means something while the page scrolls under a script, so only
 * the script puts it on the page (app/components/home/scroll-furniture.behaviour.ts); without one
 * the page has none of it. All of it is fixed, so it never moves the page.
 */
export function ScrollFurniture() {
  return (
    <template {...hook(SCROLL_FURNITURE_HOOKS.furniture)}>
      <div
        aria-hidden="true"
        {...hook(SCROLL_FURNITURE_HOOKS.progressBar)}
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-accent ${FURNITURE_LOOK.fade} ${FURNITURE_LOOK.hidden}`}
        style={{ transform: "scaleX(0)" }}
      />
      <nav
        aria-label="Page sections"
        {...hook(SCROLL_FURNITURE_HOOKS.sideDots)}
        className={`fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 lg:block ${FURNITURE_LOOK.fade} ${FURNITURE_LOOK.hidden}`}
      >
        <ul className="flex flex-col">
          {sideDots.map((dot) => (
            <li key={dot.target}>
              <a
                href={`#${dot.target}`}
                {...hook(SCROLL_FURNITURE_HOOKS.sideDot, dot.target)}
                {...hook(HERO_HOOKS.scrollTo, dot.target)}
                className="group flex size-11 items-center justify-center"
              >
                <span aria-hidden="true" className={`rounded-full transition-all ${FURNITURE_LOOK.dot}`} />
                <span className="pointer-events-none absolute right-12 rounded-md border border-border bg-surface-raised px-2 py-1 text-xs font-medium whitespace-nowrap text-fg opacity-0 shadow-card transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  {dot.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <a
        href={action.href}
        target="_blank"
        rel="noopener"
        {...hook(SCROLL_FURNITURE_HOOKS.floatingButton)}
        className={`group fixed right-4 bottom-4 z-30 flex items-center gap-2 sm:right-6 sm:bottom-6 ${FURNITURE_LOOK.fade} ${FURNITURE_LOOK.hidden} ${FURNITURE_LOOK.lowered}`}
      >
        <span
          {...hook(SCROLL_FURNITURE_HOOKS.floatingLabel)}
          className="rounded-full border border-border bg-surface-raised px-3 py-1.5 text-sm font-medium whitespace-nowrap text-fg shadow-card"
        >
          {action.label}
        </span>
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-solid text-on-accent shadow-pop group-hover:bg-accent-solid-hover">
          <span className="relative flex size-12 items-center justify-center">
            {/* The scroll's progress, drawn only while the top bar's is not (the behaviour hides it). */}
            <svg aria-hidden="true" viewBox="0 0 48 48" className="absolute inset-0 -rotate-90">
              <circle cx="24" cy="24" r="22" fill="none" strokeWidth="2.5" className="stroke-on-accent/25" />
              <circle
                {...hook(SCROLL_FURNITURE_HOOKS.floatingRing)}
                cx="24"
                cy="24"
                r="22"
                fill="none"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeDasharray={FLOATING_RING}
                strokeDashoffset={FLOATING_RING}
                className="stroke-on-accent"
              />
            </svg>
            {/* A new tab's mark, or an arrow for the action that scrolls in place; the script shows one. */}
            <span {...hook(SCROLL_FURNITURE_HOOKS.floatingIcon, "new-tab")} className="contents">
              <UiIcon name="external-link" className="size-5" />
            </span>
            <span {...hook(SCROLL_FURNITURE_HOOKS.floatingIcon, "in-page")} hidden className="contents">
              <UiIcon name="arrow-right" className="size-5" />
            </span>
          </span>
        </span>
      </a>
    </template>
  );
}
