import { describe, expect, it } from "vitest";
import { floatingButtonActions } from "~/content/home";
import { SCROLL_TRACKING } from "~/content/timings";
import {
  floatingActionFor,
  floatingButtonShown,
  floatingRingShown,
  lastStartedBefore,
  nextSample,
  progressBarShown,
  promoBannerHidden,
  restingScroll,
  scrollProgress,
  sectionAt,
} from "./scroll";

const sections = [
  { id: "hero", top: 0, bottom: 800 },
  { id: "audit-section", top: 800, bottom: 2000 },
  { id: "pricing", top: 2400, bottom: 3000 },
];

describe("scroll rules", () => {
  it("track direction and velocity over the momentum window", () => {
    const a = nextSample(restingScroll, 100, 1000);
    expect(a.direction).toBe("down");
    expect(a.scrolling).toBe(true);
    const b = nextSample(a, 160, 1000 + SCROLL_TRACKING.throttleMs * 2);
    expect(b.velocity).toBeGreaterThan(0);
    const c = nextSample(b, 100, 1100);
    expect(c.direction).toBe("up");
    // A reading more than 300 ms after the window started opens a new window from the last reading.
    const d = nextSample(c, 100, 1100 + SCROLL_TRACKING.momentumMs + 1);
    expect(d.anchor).toEqual({ y: 100, time: 1100 });
    expect(d.velocity).toBe(0);
    expect(d.direction).toBe("up");
  });

  it("place the banner, the progress bar and the floating button by scroll position", () => {
    expect([0, 25, 26].map(promoBannerHidden)).toEqual([false, false, true]);
    expect([100, 101].map(progressBarShown)).toEqual([false, true]);
    expect(floatingButtonShown(300, 1000)).toBe(false);
    expect(floatingButtonShown(301, 1000)).toBe(true);
  });

  it("draw one progress at a time: the floating button's ring only until the top bar's shows", () => {
    // A window 300 px tall shows the button from 91 px, before the bar at 101 px.
    expect([91, 100].map(floatingRingShown)).toEqual([true, true]);
    expect([101, 5000].map(floatingRingShown)).toEqual([false, false]);
  });

  it("give the floating button the specification's action for each section, Contact Us elsewhere", () => {
    expect(floatingActionFor("audit-section")).toEqual({
      label: "Start Free Audit",
      href: "/#audit-section",
      newTab: false,
    });
    expect(floatingActionFor("features")).toEqual({ label: "Book Demo", href: "/book-demo", newTab: true });
    expect(floatingActionFor("pricing")).toEqual({ label: "Get Started", href: "/contact", newTab: true });
    for (const other of ["hero", "crm-banner", "testimonials", null])
      expect(floatingActionFor(other)).toBe(floatingButtonActions.default);
    expect(floatingButtonActions.default).toEqual({ label: "Contact Us", href: "/contact", newTab: true });
  });

  it("measure progress from 0 to 1 and never outside", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(5000, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });

  it("find the section spanning a line, and the last one started above it", () => {
    expect(sectionAt(sections, 799)).toBe("hero");
    expect(sectionAt(sections, 800)).toBe("audit-section");
    expect(sectionAt(sections, 2200)).toBeNull();
    expect(lastStartedBefore(sections, 2200)).toBe("audit-section");
    expect(lastStartedBefore(sections, 2400)).toBe("pricing");
  });
});
