/**
 * The home page's floating round button as the specification gives it and a visitor uses it
 * (issue 36 §4, ADR 075): from 30% of the window height, its label beside it at every width (a touch
 * never hovers), its label and action by the section across the window's middle, standing aside
 * while the audit form, the CRM band, the closing band or the footer is in view, no room kept for
 * it under the footer, and its ring only while the top progress bar is not showing.
 *
 * The window is stood at places and the page settled there (tests/e2e/support/floating-button.ts),
 * so nothing waits on time. Without JavaScript the page has no floating button (home-motion.spec.ts
 * checks it is not there before use; the served page is tests/http's).
 */
import { expect, test, type Page } from "./support/test";
import { expectNoA11yViolations } from "./support/axe";
import { standAt, type FloatingReading } from "./support/floating-button";
import { HOME_SECTIONS } from "./support/home-sections";
import { waitForHydration } from "./support/html";

/** The specification's label and action per section (docs/product.md §4.5), written out. */
const ACTIONS = {
  "audit-section": { label: "Start Free Audit", href: "/#audit-section", target: null },
  features: { label: "Book Demo", href: "/book-demo", target: "_blank" },
  pricing: { label: "Get Started", href: "/contact", target: "_blank" },
  "done-for-you": { label: "Contact Us", href: "/contact", target: "_blank" },
} as const;

/** What the button stands aside for, by a selector a visitor's eye would name. */
const AWAY = {
  "the CRM band": "#crm-banner [data-floating-away]",
  "the audit form": "#audit-section [data-floating-away]",
  "the closing band": "[data-floating-away]:has(#home-closing-heading)",
} as const;

const floating = (page: Page) => page.locator("[data-floating-button]");

/** The home page in use: its scroll furniture comes on the visitor's first key (ADR 037). */
async function open(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.addStyleTag({ content: "html { scroll-behavior: auto !important; }" });
  await page.keyboard.press("Shift");
  await expect(floating(page)).toHaveCount(1);
}

interface Box {
  top: number;
  bottom: number;
}

/** An element's box in page coordinates. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.evaluate((found) => {
    const element = document.querySelector(found);
    if (!element) throw new Error(`no ${found}`);
    // A section still waiting to be drawn (ADR 039) stands in its wrapper's box, as the page measures it.
    const wrapper = element.parentElement?.matches("[data-render-on-view]") ? element.parentElement : element;
    const box = wrapper.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  }, selector);
}

/** The section whose box spans the window's middle, as the page now stands. */
function sectionAtMiddle(ids: string[]): string | null {
  const middle = window.innerHeight / 2;
  return (
    ids.find((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return box ? box.top <= middle && middle < box.bottom : false;
    }) ?? null
  );
}

const stand = (page: Page, y: number | "end") => page.evaluate(standAt, y);

/**
 * Stands the window where `place` puts it by the element's box, again until the box stays: a
 * section waiting to be drawn (ADR 039) stands in at an estimated height until it comes near.
 */
async function standBy(page: Page, selector: string, place: (box: Box) => number): Promise<FloatingReading> {
  let at = await stand(page, Math.round(place(await boxOf(page, selector))));
  for (let attempt = 0; attempt < 4; attempt++) {
    const y = Math.round(place(await boxOf(page, selector)));
    if (Math.abs(y - at.y) < 2) break;
    at = await stand(page, y);
  }
  return at;
}

/** Draws every home section at once, as a jump within the page does, so boxes measured stay put. */
async function drawAll(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>("[data-render-on-view]").forEach((section) => {
      section.style.contentVisibility = "visible";
    }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("it stands aside while the CRM band, the audit form, the closing band or the footer is in view; nothing is kept under the footer", async ({
      page,
    }) => {
      await open(page);
      for (const [name, selector] of Object.entries(AWAY)) {
        await test.step(`hidden while ${name} is in view, from its first line to its last`, async () => {
          const h = viewport.height;
          // Its top just risen into the window, its middle in the window's, its bottom about to leave.
          const places = [
            (zone: Box) => zone.top - h + 40,
            (zone: Box) => (zone.top + zone.bottom - h) / 2,
            (zone: Box) => zone.bottom - 40,
          ];
          for (const place of places) {
            const at = await standBy(page, selector, place);
            expect.soft(at.shown, `shown at ${at.y} px with ${name} in view`).toBe(false);
          }
        });
      }

      await test.step("shown between them, a screen above the closing band", async () => {
        // The testimonials' last screen, or the pricing's: nothing it stands aside for is in view.
        const closing = await boxOf(page, AWAY["the closing band"]);
        const shown = await firstShown(page, closing.top - viewport.height - 10, -viewport.height / 4, 6);
        expect(shown, "shown somewhere in the screens above the closing band").not.toBeNull();
      });

      await test.step("over the footer alone (a window shorter than the footer), hidden; no band under the footer", async () => {
        await page.setViewportSize({ width: viewport.width, height: 600 });
        const end = await stand(page, "end");
        const closing = await boxOf(page, AWAY["the closing band"]);
        expect(closing.bottom, "the closing band is above the window").toBeLessThan(end.y);
        expect(end.shown, `shown at the page's end, ${end.y} px`).toBe(false);
        const gap = await page.evaluate(() => {
          const footer = document.querySelector("body footer")!.getBoundingClientRect();
          return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
        });
        expect(Math.abs(gap), "px of page under the footer").toBeLessThan(1);
      });
    });

    for (const sections of [
      ["audit-section", "done-for-you"],
      ["features", "pricing"],
    ] as const)
      test(`its label shows beside it without a hover; ${sections.join(" and ")} give the specification's label and action`, async ({
        page,
      }) => {
        await open(page);
        await drawAll(page);
        for (const section of sections) {
          const action = ACTIONS[section];
          await test.step(`${section}: ${action.label} → ${action.href}${action.target ? " in a new tab" : ""}`, async () => {
            const box = await boxOf(page, `#${section}`);
            const h = viewport.height;
            const readings: Array<FloatingReading & { section: string | null }> = [];
            // Every quarter window while the window's middle is inside the section.
            for (let y = box.top - h / 2 + 20; y < box.bottom - h / 2 - 20; y += h / 4) {
              const at = await stand(page, Math.round(y));
              readings.push({ ...at, section: await page.evaluate(sectionAtMiddle, HOME_SECTIONS) });
            }
            const shown = readings.filter((at) => at.shown && at.section === section);
            expect(shown.length, `positions in ${section} where it showed`).toBeGreaterThan(0);
            for (const at of shown) {
              expect.soft({ label: at.label, href: at.href, target: at.target }, `at ${at.y} px`).toEqual(action);
              expect.soft(at.labelBeside, `its label beside it at ${at.y} px`).toBe(true);
              expect.soft(at.covered, `covered at ${at.y} px`).toEqual([]);
            }
          });
        }
      });
  });
}

/** The first position, from `from` by `step` px for `count` steps, where the button shows. */
async function firstShown(page: Page, from: number, step: number, count: number): Promise<FloatingReading | null> {
  for (let index = 0; index < count; index++) {
    const at = await stand(page, Math.round(from + index * step));
    if (at.shown) return at;
  }
  return null;
}

test.describe("its ring and its actions", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("one progress at a time: the ring only while the top bar is not showing", async ({ page }) => {
    // A window 300 px tall shows the button from 90 px, before the top bar's 100 px.
    await page.setViewportSize({ width: 1440, height: 300 });
    await open(page);
    const early = await stand(page, 95);
    expect(early.shown, "shown at 95 px in a 300 px window").toBe(true);
    expect({ bar: early.bar, ring: early.ring }).toEqual({ bar: false, ring: true });
    const later = await stand(page, 400);
    expect({ shown: later.shown, bar: later.bar, ring: later.ring }).toEqual({ shown: true, bar: true, ring: false });
  });

  test("Start Free Audit scrolls to the audit in place, and stands aside once the form shows; Book Demo opens /book-demo in a new tab", async ({
    page,
  }) => {
    await open(page);
    await drawAll(page);
    const audit = await boxOf(page, "#audit-section");
    const form = await boxOf(page, AWAY["the audit form"]);
    await test.step("past the form, in the audit section: Start Free Audit scrolls back to it", async () => {
      const at = await firstShown(page, form.bottom + 10, 100, Math.ceil((audit.bottom - form.bottom) / 100));
      expect(at?.label).toBe(ACTIONS["audit-section"].label);
      await floating(page).click();
      await expect(page).toHaveURL(/\/#audit-section$/);
      await expect(page.locator(AWAY["the audit form"])).toBeInViewport();
      await expect(floating(page)).toBeHidden();
    });

    await test.step("in the features, Book Demo opens /book-demo in a new tab", async () => {
      const features = await boxOf(page, "#features");
      const at = await firstShown(
        page,
        features.top - 450 + 20,
        100,
        Math.ceil((features.bottom - features.top) / 100),
      );
      expect(at?.label).toBe(ACTIONS.features.label);
      const [tab] = await Promise.all([page.context().waitForEvent("page"), floating(page).click()]);
      await expect(tab).toHaveURL(/\/book-demo$/);
      await tab.close();
      await expect(page).toHaveURL(/\/#audit-section$/);
    });
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

  test("its fade is instant, its label beside it; shown, it passes axe", async ({ page }) => {
    await open(page);
    const start = await standBy(page, "#features", (features) => features.top - 422 + 20);
    const at = start.shown ? start : await firstShown(page, start.y + 100, 100, 8);
    expect(at?.labelBeside).toBe(true);
    await expectNoA11yViolations(page, "[data-floating-button]");
    const duration = await floating(page).evaluate((element) =>
      parseFloat(getComputedStyle(element).transitionDuration),
    );
    expect(duration, "its fade, in seconds").toBeLessThan(0.001);
  });
});
