import type { Page } from "@playwright/test";

/**
 * Measurements for the cross-page rules of issue 9, run inside the page. Each returns what breaks
 * the rule, described well enough to find the element: an empty list means the rule holds.
 */

export interface Offender {
  element: string;
  detail: string;
}

type Described = Window & { __describe: (el: Element) => string };

/**
 * Defines, in the page, a short description of an element: its landmark, tag, id or first classes,
 * and its text. Defined by an evaluated function rather than built from a string, which the
 * site's CSP (no eval) would refuse.
 */
async function defineDescribe(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Described).__describe = (el: Element) => {
      const landmark = el.closest("header, nav, main, footer, aside, dialog")?.tagName.toLowerCase() ?? "body";
      const id = el.id ? `#${el.id}` : "";
      const className = typeof el.className === "string" ? el.className.trim() : "";
      const classes = className ? `.${className.split(/\s+/).slice(0, 3).join(".")}` : "";
      const text = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${landmark} > ${el.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
    };
  });
}

/**
 * Brings the page to the state it settles in before styles or boxes are read: the typeface loaded,
 * every element's style computed, and every transition or animation that has an end finished.
 * Reading computes the style of a home section still waiting to be drawn (`content-visibility:
 * auto`, ADR 039), and Chromium then runs its colour transitions from the browser's default link
 * blue; a test must read what the page settles in, not how far a transition got on this machine.
 * Endless animations (the hero's loops) are left running.
 */
export async function settleStyles(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Read, not used: the read is what computes the style.
    let colours = 0;
    for (const element of document.querySelectorAll("body *")) colours += getComputedStyle(element).color.length;
    if (colours === 0) throw new Error("no element has a style to settle");
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // an animation that cannot finish (no end) stays as it is
      }
    }
  });
}

/**
 * Elements that stick out past the right edge of the viewport, reported at their outermost (an
 * element inside one that already sticks out is not repeated); content scrolled inside its own box
 * (overflow auto, scroll, hidden or clip on an ancestor) does not count.
 */
export async function horizontalOverflow(page: Page): Promise<{ excess: number; offenders: Offender[] }> {
  await defineDescribe(page);
  return page.evaluate(() => {
    const describe = (window as unknown as Described).__describe;
    const root = document.documentElement;
    const limit = root.clientWidth + 0.5;
    const clippedByAncestor = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll("*")].filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right > limit && !clippedByAncestor(el);
    });
    const outermost = sticking.filter((el) => !sticking.some((other) => other !== el && other.contains(el)));
    return {
      excess: Math.max(0, root.scrollWidth - root.clientWidth),
      offenders: outermost.slice(0, 8).map((el) => ({
        element: describe(el),
        detail: `right edge at ${Math.round(el.getBoundingClientRect().right)} px of ${root.clientWidth}`,
      })),
    };
  });
}

/** The smallest height a link or button standing in a list may have (issue 9; WCAG 2.5.5's 44 px). */
export const MIN_LIST_TARGET = 44;

/**
 * Links and buttons that stand in lists (items of ul/ol, description details such as an office
 * card's phone and email, the footer's group toggles) and are shorter than 44 px. Disclosures in
 * the main content and the footer are opened first, so collapsed groups are measured too, and
 * closed again afterwards, so the page is left as it was for whatever the same visit checks next;
 * a link inside a paragraph is running text, not a list target, and is left out. Hidden elements
 * (a closed menu, visually hidden text) are not targets.
 */
export async function smallListTargets(page: Page): Promise<Offender[]> {
  await settleStyles(page);
  await defineDescribe(page);
  return page.evaluate((min) => {
    const describe = (window as unknown as Described).__describe;
    const opened = [...document.querySelectorAll("details")].filter(
      (details) => !details.open && !details.closest("header"),
    );
    for (const details of opened) details.open = true;
    const targets = document.querySelectorAll(
      "li :is(a[href], button, summary), dd :is(a[href], button), footer summary, li > summary",
    );
    const small = [...targets]
      .filter((el) => !el.closest("p") && el.checkVisibility({ visibilityProperty: true }))
      // A stretched link (its ::after laid over the whole card) is as big as the card it covers.
      .map((el) => {
        const cover = getComputedStyle(el, "::after");
        const card =
          cover.position === "absolute" && cover.content !== "none" ? (el as HTMLElement).offsetParent : null;
        return { el, rect: (card ?? el).getBoundingClientRect() };
      })
      .filter(({ rect }) => rect.width > 1 && rect.height > 1 && rect.height < min - 0.5)
      .map(({ el, rect }) => ({ element: describe(el), detail: `${Math.round(rect.height * 10) / 10} px tall` }));
    for (const details of opened) details.open = false;
    return small;
  }, MIN_LIST_TARGET);
}

export interface Box {
  /** The element's place in the DOM (stable while the markup is), used to pair two renderings. */
  path: string;
  label: string;
  /** Its text or accessible label, else its tag: pairs an element the scripts replaced by another. */
  name: string;
  inFirstScreen: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes of the header and each control in it, and of every heading, paragraph, link, button,
 * image and list item of main, marked when they start within the first viewport. Paired by DOM
 * path, so the server's HTML and the hydrated page can be compared box by box.
 */
export async function pageBoxes(page: Page): Promise<Box[]> {
  await settleStyles(page);
  await defineDescribe(page);
  return page.evaluate(() => {
    const describe = (window as unknown as Described).__describe;
    const pathOf = (el: Element): string => {
      const steps: string[] = [];
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const tag = node.tagName.toLowerCase();
        const index = node.parentElement
          ? [...node.parentElement.children].filter((child) => child.tagName === node!.tagName).indexOf(node) + 1
          : 1;
        steps.unshift(`${tag}:nth-of-type(${index})`);
      }
      return steps.join(" > ");
    };
    const picked = new Set([
      ...document.querySelectorAll("header, header :is(a, button, summary, img, svg)"),
      ...document.querySelectorAll("main :is(h1, h2, h3, p, a, button, summary, img, picture, svg, li, dd)"),
    ]);
    return [...picked]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(({ el, rect }) => ({
        path: pathOf(el),
        label: describe(el),
        name:
          (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim() ||
          el.tagName.toLowerCase(),
        inFirstScreen: rect.top + window.scrollY < window.innerHeight,
        x: Math.round(rect.left + window.scrollX),
        y: Math.round(rect.top + window.scrollY),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      }));
  });
}

/**
 * What moved, grew, vanished or appeared in the first screen between two renderings of the same
 * page (more than `tolerance` px). Elements pair by DOM path; an element the scripts replaced (a
 * server-rendered <summary> that becomes a menu <button>) pairs with its successor by name, and
 * only its box counts.
 */
export function movedBoxes(before: Box[], after: Box[], tolerance = 1): string[] {
  const afterByPath = new Map(after.map((box) => [box.path, box]));
  const beforePaths = new Set(before.map((box) => box.path));
  const unmatchedAfter = after.filter((box) => !beforePaths.has(box.path));
  const moves: string[] = [];
  for (const box of before.filter((b) => b.inFirstScreen)) {
    let next = afterByPath.get(box.path);
    if (!next) {
      const index = unmatchedAfter.findIndex((candidate) => candidate.name === box.name);
      next = index >= 0 ? unmatchedAfter.splice(index, 1)[0] : undefined;
    }
    if (!next) {
      moves.push(`${box.label}: gone after hydration`);
      continue;
    }
    const changes = (["x", "y", "width", "height"] as const)
      .filter((side) => Math.abs(box[side] - next[side]) > tolerance)
      .map((side) => `${side} ${box[side]} → ${next[side]}`);
    if (changes.length) moves.push(`${box.label}: ${changes.join(", ")}`);
  }
  for (const box of unmatchedAfter) {
    if (box.inFirstScreen) moves.push(`${box.label}: appears only after hydration`);
  }
  return moves;
}

/** Installs, before any page script, an observer that keeps every layout-shift entry. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: Array<{ value: number; hadRecentInput: boolean; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof store }).__layoutShifts = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        store.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | undefined;
            // Where it sits (up to three ancestors with their first classes): an empty span alone names nothing.
            const path: string[] = [];
            for (let at: Element | null | undefined = node; at && path.length < 4; at = at.parentElement) {
              const classes = typeof at.className === "string" ? at.className.split(/\s+/).slice(0, 2) : [];
              path.push([at.nodeName.toLowerCase(), ...classes.filter(Boolean)].join("."));
            }
            const name = path.join(" < ") || "?";
            const text = (node?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
            const p = source.previousRect;
            const c = source.currentRect;
            return `${name} "${text}" ${Math.round(p.x)},${Math.round(p.y)} ${Math.round(p.width)}x${Math.round(p.height)} → ${Math.round(c.x)},${Math.round(c.y)} ${Math.round(c.width)}x${Math.round(c.height)}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __layoutShifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }>;
        }
      ).__layoutShifts,
  );
}
