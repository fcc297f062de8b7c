/**
 * The home page's motion (issue 12, docs/product.md §4): what a visitor sees move, with JavaScript
 * on, off and under reduced motion. Time is Playwright's fake clock, so nothing waits on real time.
 */
import { expect, test, type Page } from "./support/test";
import { floatingButtonActions } from "~/content/home";
import { hero } from "~/content/hero";
import { HEADLINE_ROTATION } from "~/content/hero-timings";
import { COUNTER_ANIMATION } from "~/content/timings";
import { waitForHydration } from "./support/html";

// Each test loads and hydrates the whole home page, which takes tens of seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

const [FIRST_PHRASE] = hero.rotatingWords;
/** One full headline step: fade out, swap, fade in. */
const HEADLINE_STEP = HEADLINE_ROTATION.intervalMs + HEADLINE_ROTATION.swapDelayMs + HEADLINE_ROTATION.fadeInDelayMs;

/** A fixed start for Playwright's clock. */
const CLOCK_START = new Date("2026-11-02T09:00:00Z").getTime();

async function openHome(page: Page, path = "/") {
  // The clock stands still from the page's first script: the hero's cycles move only when a test
  // runs the clock, however long loading and hydrating take on a busy machine (issue 25).
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
  await page.goto(path);
  await waitForHydration(page);
  // Jumps in these tests should be instant, not CSS smooth scrolling.
  await page.addStyleTag({ content: "html { scroll-behavior: auto !important; }" });
}

/** Puts the middle of the window inside a section, then lets the throttled scroll reading land. */
async function centreOn(page: Page, id: string) {
  await page.evaluate((target) => {
    const box = document.getElementById(target)!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + Math.min(box.height / 2, 200) - window.innerHeight / 2);
  }, id);
  await settleScroll(page);
}

/**
 * The browser sends its scroll event on its next frame, whatever the fake clock says; sending one
 * now makes the reading happen here, and the clock then runs past the throttle and the stop flag.
 */
async function settleScroll(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await page.clock.runFor(200);
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await settleScroll(page);
}

/**
 * The visitor's first use of the page (a key press), which loads its behaviour past the first
 * screen (ADR 037); resolves once that has started.
 */
async function startUsing(page: Page) {
  await page.keyboard.press("Shift");
  await expect(page.locator("[data-progress-bar]")).toHaveCount(1);
}

const phrase = (page: Page) => page.locator("[data-headline-phrase]");
const floating = (page: Page) => page.locator("[data-floating-button]");

test.describe("without JavaScript the page is complete and still", () => {
  test.use({ javaScriptEnabled: false });

  test("first phrase, printed figures, banner, every testimonial; no furniture", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Boost Your ${FIRST_PHRASE}`);
    await expect(page.locator("[data-counter]").first()).toHaveText(/\d/);
    for (const counter of await page.locator("[data-counter]").all()) {
      expect(await counter.textContent()).toBe(await counter.getAttribute("data-value"));
    }
    await expect(page.getByRole("complementary", { name: "Announcement" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Dismiss banner" })).toHaveCount(0);
    await expect(page.locator("#testimonials li[id^=testimonial-]")).toHaveCount(6);
    // Written by the team until the company has consented quotes: each says so, no stars (ADR 053).
    await expect(page.locator("#testimonials").getByText("Illustrative example", { exact: true })).toHaveCount(6);
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    await expect(page.locator("[data-revealed]")).toHaveCount(0);
    await expect(floating(page)).toHaveCount(0);
  });

  test("the testimonial dots are links to each card", async ({ page }) => {
    await page.goto("/");
    const dots = page.getByRole("navigation", { name: "Choose a testimonial" }).getByRole("link");
    await expect(dots).toHaveCount(6);
    await dots.nth(2).click();
    await expect(page).toHaveURL(/#testimonial-3$/);
  });
});

test.describe("with JavaScript", () => {
  test("the headline rotates, screen readers keep one headline", async ({ page }) => {
    await openHome(page);
    await expect(phrase(page)).toHaveText(FIRST_PHRASE);
    await page.clock.runFor(HEADLINE_STEP);
    await expect(phrase(page)).not.toHaveText(FIRST_PHRASE);
    await expect(phrase(page)).toHaveText(new RegExp(`^(${hero.rotatingWords.join("|")})$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(`Boost Your ${FIRST_PHRASE}`);
  });

  test("the mock dashboard moves its view while on screen", async ({ page }) => {
    await openHome(page);
    const views = page.getByRole("list", { name: "Dashboard views" }).getByRole("listitem");
    await expect(views.first()).toHaveAttribute("aria-current", "true");
    // The cycle starts once the observer has seen the dashboard on screen, which a busy machine
    // reports a little later: keep the clock moving until the view changes.
    await expect
      .poll(async () => {
        await page.clock.runFor(5_000);
        return views.first().getAttribute("aria-current");
      })
      .not.toBe("true");
    await expect(page.locator('[aria-label="Dashboard views"] [aria-current="true"]')).toHaveCount(1);
  });

  test("past the first screen nothing loads or changes until the visitor starts using the page", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/home-behaviours-\w+\.js$/.test(request.url())) loaded.push(request.url());
    });
    await openHome(page);
    await page.clock.runFor(5_000);
    expect(loaded).toEqual([]);
    await expect(page.locator("[data-revealed]")).toHaveCount(0);
    await expect(page.locator("[data-progress-bar]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    await scrollToY(page, 400);
    await expect(page.locator("[data-progress-bar]")).toBeVisible();
    expect(loaded).toHaveLength(1);
    await expect(page.locator("#done-for-you [data-reveal]").first()).toHaveAttribute("data-revealed", "false");
  });

  test("opened at a section's address, the page lands on it with its furniture, untouched", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page, "/#pricing");
    await page.clock.runFor(1_000);
    await expect(page.locator("#pricing")).toBeInViewport();
    await expect(page.locator("[data-progress-bar]")).toBeVisible();
    // The browser may still move the page after that second (scroll anchoring as late fonts or
    // sections settle); its scroll event is then read on the throttle's timer, which only the fake
    // clock runs, so each try lets the clock run past it.
    await expect(async () => {
      await settleScroll(page);
      await expect(
        page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name: "Pricing" }),
      ).toHaveAttribute("aria-current", "true", { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test("counters below the fold count up once they are in view, to the printed figure", async ({ page }) => {
    await openHome(page);
    await startUsing(page);
    const counter = page.locator("#website-services [data-counter]").filter({ hasText: /%/ });
    // While it counts, the printed figure stands in for screen readers beside the moving one.
    await expect(counter.locator("[aria-hidden]")).toHaveText("0%");
    await counter.scrollIntoViewIfNeeded();
    const printed = (await counter.getAttribute("data-value"))!;
    // The count starts when the browser reports the counter in view, which it does on its own
    // time; the clock then runs on in steps until the printed figure shows.
    await expect(async () => {
      await page.clock.runFor(COUNTER_ANIMATION.staggerMs + 100);
      await expect(counter).toHaveText(printed, { timeout: 200 });
    }).toPass({ timeout: 15_000 });
  });

  test("sections below the fold are revealed as they come into view; what is on screen never hides", async ({
    page,
  }) => {
    await openHome(page);
    await startUsing(page);
    await expect(page.locator("#hero [data-revealed=false]")).toHaveCount(0);
    const card = page.locator("#done-for-you [data-reveal]").first();
    await expect(card).toHaveAttribute("data-revealed", "false");
    await centreOn(page, "done-for-you");
    await expect(card).toHaveAttribute("data-revealed", "true");
  });

  test("the progress bar, side dots and floating button follow the section in view", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    // Not on the page at all until the visitor starts using it, then hidden until far enough down.
    await expect(floating(page)).toHaveCount(0);
    await startUsing(page);
    await expect(floating(page)).toBeHidden();
    await centreOn(page, "audit-section");
    await expect(page.locator("[data-progress-bar]")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name: "Audit" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(floating(page)).toHaveText(floatingButtonActions["audit-section"].label);
    await expect(floating(page)).not.toHaveAttribute("target");

    await centreOn(page, "features");
    await expect(floating(page)).toHaveText(floatingButtonActions.features.label);
    await expect(floating(page)).toHaveAttribute("target", "_blank");
    await expect(floating(page)).toHaveAttribute("href", floatingButtonActions.features.href);

    await centreOn(page, "pricing");
    await expect(floating(page)).toHaveText(floatingButtonActions.pricing.label);

    // The first scroll loads the carousel's controls; then the window stands where they show.
    await centreOn(page, "testimonials");
    await page.getByRole("button", { name: "Next testimonial" }).scrollIntoViewIfNeeded();
    await settleScroll(page);
    await expect(floating(page)).toHaveText(floatingButtonActions.default.label);

    // Back in the audit section, the button scrolls to it in place.
    await centreOn(page, "audit-section");
    await floating(page).click();
    await expect(page).toHaveURL(/\/#audit-section$/);
  });

  test("the promo banner hides below 25 px, returns above, and stays dismissed", async ({ page }) => {
    await openHome(page);
    const banner = page.getByRole("complementary", { name: "Announcement" });
    await scrollToY(page, 26);
    await expect(banner).toBeHidden();
    await scrollToY(page, 25);
    await expect(banner).toBeVisible();
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    await waitForHydration(page);
    await expect(banner).toBeHidden();
  });

  test("the carousel wraps at both ends without touching the address or the page's scroll", async ({ page }) => {
    await openHome(page);
    const dots = page.getByRole("navigation", { name: "Choose a testimonial" }).getByRole("link");
    // The first scroll loads the carousel's controls; then the window stands where they show.
    await centreOn(page, "testimonials");
    await page.getByRole("button", { name: "Next testimonial" }).scrollIntoViewIfNeeded();
    await settleScroll(page);
    const before = await page.evaluate(() => [window.scrollY, window.location.href] as const);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    const list = page.locator("[data-carousel]");
    const listLeft = () => list.evaluate((element) => element.scrollLeft);
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    // The list itself glides to its end, and the last dot stays lit once it is there.
    await expect.poll(listLeft).toBeGreaterThan(0);
    await expect(page.locator("#testimonial-6")).toBeInViewport();
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#testimonial-4")).toBeInViewport();
    expect(await page.evaluate(() => [window.scrollY, window.location.href] as const)).toEqual(before);
  });

  test("after a pricing tab's navigation the banner, the carousel and the furniture still work", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    await startUsing(page);
    await centreOn(page, "pricing");
    await page.locator("#pricing").getByRole("link", { name: "CRM Integration", exact: true }).click();
    await expect(page).toHaveURL(/plan=crm/);
    await expect(floating(page)).toHaveCount(1);
    await centreOn(page, "testimonials");
    await expect(floating(page)).toBeVisible();
    await expect(floating(page)).toHaveText(floatingButtonActions.default.label);
    const dots = page.getByRole("navigation", { name: "Choose a testimonial" }).getByRole("link");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/plan=crm/);
    await scrollToY(page, 0);
    await page.getByRole("button", { name: "Dismiss banner" }).click();
    await expect(page.getByRole("complementary", { name: "Announcement" })).toBeHidden();
  });

  test("Start Free Audit in the hero scrolls to the audit and puts its hash in the address", async ({ page }) => {
    await openHome(page);
    await page.getByRole("link", { name: hero.primaryCta.label }).click();
    await expect(page).toHaveURL(/\/#audit-section$/);
    await expect(page.locator("#audit-section")).toBeInViewport();
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: headline, dashboard, counters and reveal stay as served", async ({ page }) => {
    await openHome(page);
    // Used, so the behaviour past the first screen is there, and scrolled past the counters.
    await startUsing(page);
    await centreOn(page, "website-services");
    await page.clock.runFor(30_000);
    await expect(phrase(page)).toHaveText(FIRST_PHRASE);
    await expect(page.getByRole("list", { name: "Dashboard views" }).getByRole("listitem").first()).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.locator("[data-revealed]")).toHaveCount(0);
    for (const counter of await page.locator("[data-counter]").all()) {
      expect(await counter.textContent()).toBe(await counter.getAttribute("data-value"));
    }
  });
});
