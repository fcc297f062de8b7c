/**
 * The setup guide and the CRM preview video as dialogs (issue 12, docs/product.md §4.7, ADR 029):
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
    // Steps without a picture show the placeholder; the ones with a picture show it.
    const withoutPicture = crmSetupGuide.steps.filter((step) => !step.image).length;
    await expect(dialog.locator("[data-step-placeholder]")).toHaveCount(withoutPicture);
    await expect(dialog.locator("img")).toHaveCount(crmSetupGuide.steps.length - withoutPicture);
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

  test("a step picture that fails to load gives way to the placeholder", async ({ page }) => {
    const broken = crmSetupGuide.steps.find((step) => step.image)!;
    await page.route(`**${broken.image}`, (route) => route.fulfill({ status: 404, body: "" }));
    await openHome(page);
    await guideTrigger(page).click();
    const step = guideDialog(page).getByRole("listitem").filter({ hasText: broken.title });
    await expect(step.locator("[data-step-placeholder]")).toBeVisible();
    await expect(step.locator("img")).toHaveCount(0);
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

  test("the preview plays muted in a loop; a click opens the video with controls", async ({ page }) => {
    await openHome(page);
    const preview = page.locator("#crm-banner video[data-preview-video]");
    // Chromium holds a muted autoplay video that is off screen.
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused, muted: v.muted, loop: v.loop })))
      .toEqual({ playing: true, muted: true, loop: true });
    await videoTrigger(page).click();
    const dialog = page.getByRole("dialog", { name: crmVideo.title });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toContainText(crmVideo.fallback);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/crm-seo-preview\.(webm|mp4)$/);
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

  test("the preview stands still on its poster and still opens the video", async ({ page }) => {
    await openHome(page);
    const preview = page.locator("#crm-banner video[data-preview-video]");
    await expect(preview).toHaveAttribute("poster", crmVideo.poster);
    expect(await preview.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, src: v.currentSrc }))).toEqual({
      paused: true,
      src: "",
    });
    await videoTrigger(page).click();
    const dialog = page.getByRole("dialog", { name: crmVideo.title });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.locator("video")).toHaveAttribute("controls", "");
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

  test("the preview leads to the video with controls on /crm-seo", async ({ page }) => {
    await page.goto("/");
    await videoTrigger(page).click();
    await expect(page).toHaveURL(/\/crm-seo#crm-video$/);
    const video = page.locator(`#${crmVideo.sectionId} video`);
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video.locator("source")).toHaveCount(crmVideo.sources.length);
  });
});
