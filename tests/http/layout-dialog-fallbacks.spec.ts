/**
 * The setup guide and the CRM preview without JavaScript (issue 12, docs/product.md §4.7, ADR 029,
 * 051): their triggers are links to the same content on /crm-seo, which the server renders in full.
 * What the HTML proves is checked here; tests/e2e/dialogs.spec.ts follows a trigger in a browser
 * without JavaScript and sees that content shown, and opens both dialogs with it.
 */
import { crmVideo } from "~/content/crm-video";
import { crmSetupGuide, setupGuideLabels } from "~/content/setup-guide";
import { expect, isRendered, served, test, textOf } from "./support/test";

/** The links of an element whose text holds `name`, as a reader finds them by their name. */
const linksNamed = (scope: Element | null | undefined, name: string) =>
  [...(scope?.querySelectorAll("a[href]") ?? [])].filter((link) => textOf(link).includes(name));

test("the home page's Get Access Now and preview lead to the guide and the still on /crm-seo", async ({ request }) => {
  const { status, document } = await served(request, "/");
  expect(status).toBe(200);
  const banner = document.querySelector("#crm-banner");
  const guide = linksNamed(banner, setupGuideLabels.open);
  expect(
    guide.map((link) => link.getAttribute("href")),
    "Get Access Now",
  ).toEqual(["/crm-seo#setup-guide"]);
  const preview = linksNamed(banner, crmVideo.label);
  expect(
    preview.map((link) => link.getAttribute("href")),
    "the preview",
  ).toEqual([`/crm-seo#${crmVideo.sectionId}`]);
  for (const link of [...guide, ...preview]) expect(isRendered(link), textOf(link)).toBe(true);
});

test("/crm-seo holds the guide, every step and the support box, and the still whose link is the video's file", async ({
  request,
}) => {
  const { status, document } = await served(request, "/crm-seo");
  expect(status).toBe(200);

  const guide = document.querySelector("#setup-guide");
  expect(guide, "the guide's section").not.toBeNull();
  const headings = [...guide!.querySelectorAll("h1, h2, h3, h4")].filter(isRendered).map(textOf);
  expect(headings, "the guide's heading").toContain(crmSetupGuide.title);
  expect(headings, "the support box's heading").toContain(crmSetupGuide.supportInfo.title);
  const steps = [...guide!.querySelectorAll("ol > li")].filter(isRendered).map(textOf);
  for (const step of crmSetupGuide.steps) {
    expect(
      steps.some((text) => text.includes(step.title)),
      `step "${step.title}"`,
    ).toBe(true);
  }

  const still = linksNamed(document.querySelector(`#${crmVideo.sectionId}`), crmVideo.label);
  const mp4 = crmVideo.sources.find((source) => source.type === "video/mp4")!.src;
  expect(
    still.map((link) => link.getAttribute("href")),
    "the still's link",
  ).toEqual([mp4]);
  expect(isRendered(still[0]!), "the still's link is shown").toBe(true);
});
