import { select } from "~/lib/markup/data-hooks";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import { swapClasses } from "~/lib/ui/dom";

/** The attributes the carousel's markup (testimonials.markup.tsx) carries for this script. */
export enum CAROUSEL_HOOKS {
  /** The carousel: its list, its dots and its previous/next pair. */
  root = "data-carousel-root",
  /** The list that scrolls sideways. */
  list = "data-carousel",
  /** A dot, a link to its card, the card's index as the value. */
  dot = "data-carousel-dot",
  /** The previous (-1) or next (1) button. */
  step = "data-carousel-step",
  /** A client's photo, and their initials for when it fails to load. */
  portrait = "data-portrait",
  portraitInitials = "data-portrait-initials",
}

/** A dot's bar: long and accented for the card in front. */
export const CAROUSEL_DOT = { current: "w-5 bg-accent", other: "w-2 bg-border-strong" } as const;

/** Wraps an index into 0..count-1 at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** The card a horizontally scrolled list shows first: the nearest whole step. */
export function cardAtScroll(scrollLeft: number, step: number, count: number): number {
  if (step <= 0 || count === 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / step), 0), count - 1);
}

/**
 * The carousels' behaviour (Testimonials is server markup, docs/decisions/036): shows the
 * previous/next pair (kept invisible, in its place, until now), makes it and the dots scroll the list itself (wrapping at both ends, the
 * address and the page's scroll left alone), marks the dot of the card in front as the list is
 * scrolled by any means, and puts a client's initials in place of a photo that fails to load.
 * Returns the function that detaches it.
 */
export function attachCarousels(root: Document = document): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(select(CAROUSEL_HOOKS.root))].map(attachCarousel);
  const onError = (event: Event) => {
    const image =
      event.target instanceof HTMLImageElement && event.target.matches(select(CAROUSEL_HOOKS.portrait))
        ? event.target
        : null;
    if (image) showInitials(image);
  };
  // A photo's error does not bubble: caught on its way down, and looked for in those already failed.
  root.addEventListener("error", onError, true);
  root.querySelectorAll<HTMLImageElement>(`img${select(CAROUSEL_HOOKS.portrait)}`).forEach((image) => {
    if (image.complete && !image.naturalWidth) showInitials(image);
  });
  return () => {
    stops.forEach((stop) => stop());
    root.removeEventListener("error", onError, true);
  };
}

function showInitials(image: HTMLImageElement) {
  const initials = image.nextElementSibling;
  if (initials instanceof HTMLElement && initials.hasAttribute(CAROUSEL_HOOKS.portraitInitials))
    initials.hidden = false;
  image.remove();
}

const TAKE_OVER = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function attachCarousel(container: HTMLElement): () => void {
  const list = container.querySelector<HTMLElement>(select(CAROUSEL_HOOKS.list));
  if (!list) return () => undefined;
  const count = list.children.length;
  const dots = [...container.querySelectorAll<HTMLAnchorElement>(select(CAROUSEL_HOOKS.dot))];
  const arrows = [...container.querySelectorAll<HTMLButtonElement>(select(CAROUSEL_HOOKS.step))];
  let current = 0;
  /** The card last asked for: at the list's end the last few cards share one scroll position. */
  let requested = 0;
  /** While the list glides to the card asked for, its dot stays lit rather than the ones it passes. */
  let gliding = false;

  const step = () => {
    const [first, second] = list.children;
    return first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 0;
  };
  const mark = (index: number) => {
    current = index;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const bar = dot.firstElementChild;
      if (bar) swapClasses(bar, i === index, CAROUSEL_DOT.current, CAROUSEL_DOT.other);
    });
  };
  const go = (index: number) => {
    const target = wrapIndex(index, count);
    requested = target;
    mark(target);
    const left = Math.min(target * step(), list.scrollWidth - list.clientWidth);
    // No glide when the list already stands there: no scroll event would end it.
    gliding = Math.abs(list.scrollLeft - left) > 1;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  const onScroll = () => {
    const shown = cardAtScroll(list.scrollLeft, step(), count);
    const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
    const arrived = shown === requested || (atEnd && requested > shown);
    if (gliding && !arrived) return;
    gliding = false;
    mark(atEnd && requested > shown ? requested : shown);
  };
  // The visitor taking over the list (a swipe, the wheel, keys) ends the glide, as does its end.
  const onTakeOver = () => (gliding = false);
  const onScrollEnd = () => {
    gliding = false;
    onScroll();
  };
  // Capture, ahead of the delegated handler of server markup's links: a dot scrolls, never navigates.
  const onClick = (event: MouseEvent) => {
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`${select(CAROUSEL_HOOKS.step)}, ${select(CAROUSEL_HOOKS.dot)}`)
        : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    const by = control.getAttribute(CAROUSEL_HOOKS.step);
    if (by) go(current + Number(by));
    else go(Number(control.getAttribute(CAROUSEL_HOOKS.dot)));
  };
  list.addEventListener("scroll", onScroll, { passive: true });
  TAKE_OVER.forEach((type) => list.addEventListener(type, onTakeOver, { passive: true }));
  list.addEventListener("scrollend", onScrollEnd);
  container.addEventListener("click", onClick, true);
  arrows.forEach((arrow) => arrow.classList.remove("invisible"));
  // The list may stand elsewhere already (opened at a card's address, swiped before this loaded).
  onScroll();
  return () => {
    list.removeEventListener("scroll", onScroll);
    TAKE_OVER.forEach((type) => list.removeEventListener(type, onTakeOver));
    list.removeEventListener("scrollend", onScrollEnd);
    container.removeEventListener("click", onClick, true);
    arrows.forEach((arrow) => arrow.classList.add("invisible"));
  };
}
