/**
 * The setup guide and the CRM preview video as dialogs (issue 12, docs/product.md §4.7, ADR 029, 051):
 * opened by a click, closed by Escape, the backdrop or Close Guide, focus back on the trigger; the
 * same content without JavaScript on /crm-seo.
 */
import { crmVideo } from "~/content/crm-video";
import { crmSetupGuide, setupGuideLabels } from "~/content/setup-guide";
import { expectNoA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { expect, test, type Page } from "./support/test";

// Each test loads and hydrates the whole home page, which takes tens of seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

const guideTrigger = (page: Page) => page.locator("#crm-banner").getByRole("link", { name: setupGuideLabels.open });
const guideDialog = (page: Page) => page.getByRole("dialog", { name: crmSetupGuide.title });
const videoTrigger = (page: Page) => page.locator("#crm-banner").getByRole("link", { name: crmVideo.label });

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
}

test.describe("with JavaScript", () => {
  test("Get Access Now opens the guide in place; Escape closes it and focus returns", async ({ page }) => {
    await openHome(page);
    await guideTrigger(page).click();
    const dialog = guideDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole("listitem").filter({ hasText: crmSetupGuide.steps[0]!.title })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: crmSetupGuide.supportInfo.title })).toBeVisible();
    // Every step has its drawing (inline, in the theme's colours; ADR 051), none the placeholder.
    await expect(dialog.locator("[data-step-placeholder]")).toHaveCount(0);
    await expect(dialog.locator("svg[data-step-illustration]")).toHaveCount(crmSetupGuide.steps.length);
    await expectNoA11yViolations(page);
    // The page behind holds still while it is open, and scrolls again once it has closed.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await pageOverflow()).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(guideTrigger(page)).toBeFocused();
    await expect.poll(pageOverflow).not.toBe("hidden");
  });

  test("a click on the backdrop and Close Guide close it", async ({ page }) => {
    await openHome(page);
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

  test("on /crm-seo the plan's Activate in CRM opens the same guide", async ({ page }) => {
    await page.goto("/crm-seo");
    await waitForHydration(page);
    const activate = page.getByRole("link", { name: /^Activate in CRM/ });
    await activate.click();
    await expect(guideDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(activate).toBeFocused();
  });

  test("a modified click keeps the link's meaning: no dialog", async ({ page }) => {
    await openHome(page);
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      guideTrigger(page).click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(guideDialog(page)).toHaveCount(0);
    await popup.close();
  });

  test("the preview is a still; a click opens the video, playing muted in a loop, with our own controls", async ({
    page,
  }) => {
    await openHome(page);
    // A still of the dashboard (ADR 051): no video on the page, nothing drawn over the picture.
    await expect(page.locator("#crm-banner video")).toHaveCount(0);
    await expect(videoTrigger(page).locator("img")).toHaveAttribute("src", /mock-dashboard-dark-/);
    await videoTrigger(page).click();
    const dialog = page.getByRole("dialog", { name: crmVideo.title });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
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
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(videoTrigger(page)).toBeFocused();
  });

  test("the dialogs' code is not in the page until the first click", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openHome(page);
    expect(scripts.some((url) => url.includes("open-dialog"))).toBe(false);
    await guideTrigger(page).click();
    await expect(guideDialog(page)).toBeVisible();
    expect(scripts.some((url) => url.includes("open-dialog"))).toBe(true);
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the video opens paused on its poster, and Play starts it", async ({ page }) => {
    await openHome(page);
    await videoTrigger(page).click();
    const dialog = page.getByRole("dialog", { name: crmVideo.title });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("poster", crmVideo.poster);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await dialog.getByRole("button", { name: crmVideo.play }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(dialog.getByRole("button", { name: crmVideo.pause })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Get Access Now leads to the guide on /crm-seo, every step and the support box", async ({ page }) => {
    await page.goto("/");
    await guideTrigger(page).click();
    await expect(page).toHaveURL(/\/crm-seo#setup-guide$/);
    const guide = page.locator("#setup-guide");
    await expect(guide.getByRole("heading", { name: crmSetupGuide.title })).toBeVisible();
    for (const step of crmSetupGuide.steps) await expect(guide.getByText(step.title)).toBeVisible();
    await expect(guide.getByRole("heading", { name: crmSetupGuide.supportInfo.title })).toBeVisible();
  });

  test("the preview leads to the still on /crm-seo, whose link is the video's file", async ({ page }) => {
    await page.goto("/");
    await videoTrigger(page).click();
    await expect(page).toHaveURL(/\/crm-seo#crm-video$/);
    const still = page.locator(`#${crmVideo.sectionId}`).getByRole("link", { name: crmVideo.label });
    await expect(still).toBeVisible();
    await expect(still).toHaveAttribute("href", crmVideo.sources.find((s) => s.type === "video/mp4")!.src);
  });
});
