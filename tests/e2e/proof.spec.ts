/**
 * Proof without invention (issue 23 items 2 and 3, ADR 051), in a browser: the product screenshots
 * shown where the product is sold, loaded and sharp; the setup guide's steps all drawn in its
 * dialog, in the theme's colours, with a close button at the top of the sheet on a phone; the CRM
 * clip's still, which opens the clip without the browser's controls over it. What the HTML proves
 * (the screenshots' markup, the guide's section, one example design per industry, the still's
 * links without JavaScript) is read in tests/http/public-pages.spec.ts and public-home.spec.ts.
 */
import { crmVideo } from "~/content/crm-video";
import { crmSetupGuide, setupGuideLabels } from "~/content/setup-guide";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { expect, test, type Locator, type Page } from "./support/test";

/** The pages that sell a part of the product, and the screenshot each shows. */
const SHOTS = [
  { path: "/services/technical-seo", name: "audit-report" },
  { path: "/services/rank-tracking", name: "rank-tracker" },
  { path: "/services/performance-analysis", name: "mock-dashboard" },
  { path: "/crm-seo", name: "mock-dashboard" },
];

/** A product screenshot by its view's name (content/product-shots.ts reads JSON this runner cannot). */
const shotOf = (scope: Page | Locator, name: string) => scope.locator(`main img[src*="/images/product/${name}-"]`);

/**
 * The picture's own pixels against the device pixels it is drawn over, once it has loaded. The file's
 * pixel width is in its name (`-720.avif`): with `w` descriptors the browser reports a natural width
 * already divided by the density it chose, so that figure says nothing about sharpness.
 */
async function sharpness(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const found = await image.evaluate((img: HTMLImageElement) => ({
    drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
    src: img.currentSrc,
  }));
  return { ...found, natural: Number(/-(\d+)\.(avif|webp)$/.exec(found.src)?.[1] ?? 0) };
}

for (const { path, name } of SHOTS) {
  test(`${path} shows the product's screenshot, loaded and no smaller than it is drawn, at 390 and 1440 px`, async ({
    page,
  }) => {
    // One load: drawn on a phone first, then on a desktop, where the browser picks a larger file.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const image = shotOf(page, name);
    await expect(image).toHaveCount(1);
    const read = () =>
      image.evaluate((img: HTMLImageElement) => ({
        loaded: img.complete && img.naturalWidth > 0,
        drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
        src: img.currentSrc,
      }));
    const pixels = (src: string) => Number(/-(\d+)\.(avif|webp)$/.exec(src)?.[1] ?? 0);
    for (const width of [390, 1440]) {
      if (width === 1440) await page.setViewportSize({ width, height: 900 });
      await image.scrollIntoViewIfNeeded();
      // Loaded, and (once the browser has fetched the file it picks for the width) sharp.
      await expect
        .poll(async () => {
          const { loaded, drawn, src } = await read();
          return loaded && pixels(src) >= Math.floor(drawn);
        }, `${path} at ${width} px: loaded and no smaller than drawn`)
        .toBe(true);
      const { drawn, src } = await read();
      expect(src, `${path} at ${width} px`).toMatch(/\/images\/product\/[a-z-]+-(light|dark)-\d+\.(avif|webp)$/);
      expect(pixels(src), `${path} at ${width} px`).toBeGreaterThanOrEqual(Math.floor(drawn));
    }
  });
}

test.describe("the setup guide", () => {
  const openGuide = async (page: Page) => {
    await page.goto("/crm-seo");
    await waitForHydration(page);
    const trigger = page.getByRole("link", { name: setupGuideLabels.open }).first();
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: crmSetupGuide.title });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };

  test("draws every step in the dialog, 4 and 5 as 1 to 3", async ({ page }) => {
    // The section on the page: public-pages.spec.ts.
    const { dialog } = await openGuide(page);
    await expect(dialog.locator("[data-step-illustration]")).toHaveCount(crmSetupGuide.steps.length);
    await expect(dialog.locator("[data-step-placeholder]")).toHaveCount(0);
    for (const step of crmSetupGuide.steps.slice(3)) {
      const drawing = dialog
        .getByRole("listitem")
        .filter({ hasText: step.title })
        .locator("svg[data-step-illustration]");
      await expect(drawing).toBeVisible();
      // Drawn, not an empty frame: shapes in the accent and in the card colour.
      expect(await drawing.locator("rect, circle, path").count()).toBeGreaterThan(10);
    }
  });

  test("the drawings take the dark theme's colours", async ({ page }) => {
    // One load: the stylesheet follows the visitor's scheme as it changes.
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/crm-seo");
    const drawing = page.locator('#setup-guide svg[data-step-illustration="connect"]');
    const colours = () =>
      drawing.evaluate((svg) =>
        [...svg.querySelectorAll("rect")].slice(0, 3).map((rect) => getComputedStyle(rect).fill),
      );
    const light = await colours();
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await colours();
    expect(light).toHaveLength(3);
    for (let i = 0; i < light.length; i++) expect(dark[i], `shape ${i}`).not.toBe(light[i]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a close button at the top of the sheet closes it and focus returns to the opener", async ({ page }) => {
      const { trigger, dialog } = await openGuide(page);
      const close = dialog.getByRole("button", { name: setupGuideLabels.close }).first();
      await expect(close).toBeVisible();
      const box = (await close.boundingBox())!;
      const sheet = (await dialog.boundingBox())!;
      expect(box.y - sheet.y).toBeLessThan(40);
      // It stays at the top while the sheet scrolls.
      await dialog.evaluate((element) => element.scrollBy(0, 600));
      await expect.poll(async () => (await close.boundingBox())!.y - sheet.y).toBeLessThan(40);
      await expect(close).toBeInViewport();
      // A real button, the sheet's first control: one step back from the title, which has the focus.
      await page.keyboard.press("Shift+Tab");
      await expect(close).toBeFocused();
      await expectNoA11yViolations(page);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
});

test.describe("the CRM clip", () => {
  test("its still opens the clip, which plays with no browser controls over it and a Pause button of ours", async ({
    page,
  }) => {
    await page.goto("/crm-seo");
    await waitForHydration(page);
    const still = page.locator(`#${crmVideo.sectionId}`).getByRole("link", { name: crmVideo.label });
    const picture = still.locator('img[src*="/images/product/mock-dashboard-"]');
    const { natural, drawn } = await sharpness(picture);
    expect(natural).toBeGreaterThanOrEqual(Math.floor(drawn));
    await expect(page.locator("main video")).toHaveCount(0);
    await still.click();
    const dialog = page.getByRole("dialog", { name: crmVideo.title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).not.toHaveAttribute("controls");
    // Playing once its size is known: play() unpauses before the file's metadata has arrived, and
    // until then videoWidth is 0 (seen once in a clean-clone run).
    await expect
      .poll(() =>
        video.evaluate(
          (v: HTMLVideoElement) => !v.paused && v.muted && v.loop && v.readyState >= HTMLMediaElement.HAVE_METADATA,
        ),
      )
      .toBe(true);
    // Sharp: the recording has at least the pixels it is drawn over.
    const size = await video.evaluate((v: HTMLVideoElement) => ({
      natural: v.videoWidth,
      drawn: v.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    expect(size.natural).toBeGreaterThanOrEqual(Math.floor(size.drawn));
    await dialog.getByRole("button", { name: crmVideo.pause }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(dialog.getByRole("button", { name: crmVideo.play })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(still).toBeFocused();
  });
});
