/**
 * The setup guide and the CRM preview video as dialogs (issue 12, docs/product.md §4.7, ADR 029, 051):
 * opened by a click, closed by Escape, the backdrop or Close Guide, focus back on the trigger; the
 * same content without JavaScript on /crm-seo.
 */
import { crmVideo } from "~/content/crm-video";
import { crmSetupGuide, setupGuideLabels } from "~/content/setup-guide";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { scaled } from "./support/machine";
import { expect, test, type Page } from "./support/test";

const guideTrigger = (page: Page) => page.locator("#crm-banner").getByRole("link", { name: setupGuideLabels.open });
const guideDialog = (page: Page) => page.getByRole("dialog", { name: crmSetupGuide.title });
const videoTrigger = (page: Page) => page.locator("#crm-banner").getByRole("link", { name: crmVideo.label });
const videoDialog = (page: Page) => page.getByRole("dialog", { name: crmVideo.title });

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

/**
 * Each test below is one visit: loading and hydrating the home page is most of a test's time, so
 * one visit goes through each dialog's whole life, a step per behaviour.
 */
test.describe("with JavaScript", () => {
  test("the guide on the home page: its code comes with the first click; a modified click opens no dialog; it opens in place; Escape, the backdrop and Close Guide close it, focus back on the trigger", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const dialogCode = () => scripts.some((url) => url.includes("open-dialog"));
    await openHome(page);
    expect(dialogCode(), "the dialogs' code is not in the page before the first click").toBe(false);

    await test.step("a modified click keeps the link's meaning: no dialog", async () => {
      const [popup] = await Promise.all([
        page.context().waitForEvent("page"),
        guideTrigger(page).click({ modifiers: ["ControlOrMeta"] }),
      ]);
      await expect(guideDialog(page)).toHaveCount(0);
      await popup.close();
    });

    await test.step("Get Access Now opens the guide in place; Escape closes it and focus returns", async () => {
      await guideTrigger(page).click();
      const dialog = guideDialog(page);
      await expect(dialog).toBeVisible();
      expect(dialogCode(), "the dialogs' code came with the first click").toBe(true);
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog.getByRole("listitem").filter({ hasText: crmSetupGuide.steps[0]!.title })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: crmSetupGuide.supportInfo.title })).toBeVisible();
      // Every step has its drawing (inline, in the theme's colours; ADR 051), none the placeholder.
      await expect(dialog.locator("[data-step-placeholder]")).toHaveCount(0);
      await expect(dialog.locator("svg[data-step-illustration]")).toHaveCount(crmSetupGuide.steps.length);
      // The open dialog: the page behind it is scanned as served and with scripts elsewhere
      // (pages.spec.ts, visual-system.spec.ts); the home page's whole DOM costs seconds a scan.
      await expectNoA11yViolations(page, "dialog[open]");
      // The page behind holds still while it is open, and scrolls again once it has closed.
      const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      expect(await pageOverflow()).toBe("hidden");

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(guideTrigger(page)).toBeFocused();
      await expect.poll(pageOverflow).not.toBe("hidden");
    });

    await test.step("a click on the backdrop and Close Guide close it; a click inside leaves it open", async () => {
      await guideTrigger(page).click();
      await expect(guideDialog(page)).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(guideDialog(page)).toBeHidden();
      await expect(guideTrigger(page)).toBeFocused();

      await guideTrigger(page).click();
      const dialog = guideDialog(page);
      // A click inside the dialog leaves it open.
      await dialog.getByRole("heading", { level: 2 }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: setupGuideLabels.close }).click();
      await expect(dialog).toBeHidden();
      await expect(guideTrigger(page)).toBeFocused();
    });
  });

  test("the preview on the home page is a still; a click opens the video, playing muted in a loop, with our own controls; under reduced motion it opens paused on its poster, and Play starts it", async ({
    page,
  }) => {
    await openHome(page);
    // A still of the dashboard (ADR 051): no video on the page, nothing drawn over the picture.
    await expect(page.locator("#crm-banner video")).toHaveCount(0);
    await expect(videoTrigger(page).locator("img")).toHaveAttribute("src", /mock-dashboard-dark-/);

    await test.step("a click opens the video, playing muted in a loop, with our own controls", async () => {
      await videoTrigger(page).click();
      const dialog = videoDialog(page);
      // The first click fetches the dialogs' code: a wait for the machine.
      await expect(dialog).toBeVisible({ timeout: scaled(20_000) });
      await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
      const video = dialog.locator("video");
      await expect(video).not.toHaveAttribute("controls");
      await expect(video).toContainText(crmVideo.fallback);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
        .toMatch(/crm-seo-preview\.(webm|mp4)$/);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused, muted: v.muted, loop: v.loop })))
        .toEqual({ playing: true, muted: true, loop: true });
      await expect(dialog.getByRole("button", { name: crmVideo.pause })).toBeVisible();
      // The open dialog: the page behind it is scanned as served and with scripts elsewhere
      // (pages.spec.ts, visual-system.spec.ts); the home page's whole DOM costs seconds a scan.
      await expectNoA11yViolations(page, "dialog[open]");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(videoTrigger(page)).toBeFocused();
    });

    await test.step("under reduced motion the video opens paused on its poster, and Play starts it", async () => {
      // The dialog asks for the preference as it opens (video-dialog.tsx), so the visitor's
      // setting changed in the same visit counts as one set before it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await videoTrigger(page).click();
      const dialog = videoDialog(page);
      await expect(dialog).toBeVisible();
      const video = dialog.locator("video");
      await expect(video).toHaveAttribute("poster", crmVideo.poster);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await dialog.getByRole("button", { name: crmVideo.play }).click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      await expect(dialog.getByRole("button", { name: crmVideo.pause })).toBeVisible();
    });
  });

  test("on /crm-seo the plan's Activate in CRM opens the same guide", async ({ page }) => {
    await page.goto("/crm-seo");
    await waitForHydration(page);
    const activate = page.getByRole("link", { name: /^Activate in CRM/ });
    await activate.click();
    await expect(guideDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(activate).toBeFocused();
  });
});

/**
 * Without JavaScript the triggers are links to the same content on /crm-seo: their addresses and
 * what /crm-seo's HTML holds are checked without a browser (tests/http/layout-dialog-fallbacks.spec.ts);
 * here, what only a browser shows: both triggers can be pressed, and the one followed shows the
 * guide's every step, its support box and the still.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Get Access Now leads to the guide on /crm-seo, every step and the support box shown, and the still beside it", async ({
    page,
  }) => {
    await page.goto("/");
    // The preview, too, can be pressed (its address is the HTTP tier's): nothing covers it.
    await videoTrigger(page).click({ trial: true });
    await guideTrigger(page).click();
    await expect(page).toHaveURL(/\/crm-seo#setup-guide$/);
    const guide = page.locator("#setup-guide");
    await expect(guide.getByRole("heading", { name: crmSetupGuide.title })).toBeVisible();
    for (const step of crmSetupGuide.steps) await expect(guide.getByText(step.title)).toBeVisible();
    await expect(guide.getByRole("heading", { name: crmSetupGuide.supportInfo.title })).toBeVisible();
    const still = page.locator(`#${crmVideo.sectionId}`).getByRole("link", { name: crmVideo.label });
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute("href", crmVideo.sources.find((s) => s.type === "video/mp4")!.src);
  });
});
