/**
 * One case for every heading (issue 36 §3, ADR 076): every h1, h2 and h3 the server sends, on every
 * public page of the sitemap, the sign-in pages, the audit tool, the 404 page, the admin's pages and
 * a new user's account pages (empty, then with a project), is in the site's heading case
 * (`headingCase`, Title Case). A heading that shows a record's own name is as its author typed it.
 * What `headingCase` means, word by word, is app/lib/site/heading-case.test.ts.
 */
import { headingCase, isHeadingCase } from "~/lib/site/heading-case";
import { apiAccount, signInByRequest } from "../e2e/support/account-setup";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";
import { HtmlForm } from "./support/html-form";
import { expect, served, test as base, textOf, type APIRequestContext } from "./support/test";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

const SEEDED_WIDGET = "b0000000-0000-4000-8000-000000000001";
const SEEDED_TESTIMONIAL = "e0000000-0000-4000-8000-000000000001";
const SEEDED_LEAD = 7;

const OTHER_PUBLIC_PAGES = [
  "/auth",
  "/auth?mode=sign-up",
  "/auth?mode=forgot",
  "/auth?mode=code",
  "/auth?mode=resend",
  "/audit",
  "/no-such-page",
];
/** The seed's records whose names are headings on their own pages: a widget's, a testimonial's and a figure's. */
const RECORD_NAMES = new Set(["Partner site lead form", "Practice owner", "Site health"]);

const ADMIN_PAGES = [
  "/admin/leads",
  `/admin/leads/${SEEDED_LEAD}`,
  "/admin/audits",
  "/admin/analytics",
  "/admin/embeds",
  `/admin/embeds/${SEEDED_WIDGET}`,
  "/admin/settings",
  "/admin/proof",
  `/admin/proof/${SEEDED_TESTIMONIAL}`,
  "/admin/proof/logos",
  "/admin/proof/case-studies",
  "/admin/proof/case-studies/f0000000-0000-4000-8000-000000000001",
  "/admin/proof/reviews",
  "/admin/proof/reviews/company",
  "/admin/proof/reviews/tampa",
  "/admin/launch",
];

/** Every h1–h3 of `paths` that is not in heading case, as "path h2: text → what it should be". */
async function offCase(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const { document } = await served(request, path);
    const headings = [...document.querySelectorAll("h1, h2, h3")];
    expect(headings.length, `${path} has headings`).toBeGreaterThan(0);
    for (const heading of headings) {
      const text = textOf(heading);
      if (!isHeadingCase(text) && !RECORD_NAMES.has(text))
        found.push(`${path} ${heading.localName}: ${text} → ${headingCase(text)}`);
    }
  }
  return found;
}

test("every heading of every public page is in heading case", async ({ request }) => {
  const paths = (await sitemapUrls(request)).map(pathOf);
  expect(await offCase(request, [...paths, ...OTHER_PUBLIC_PAGES])).toEqual([]);
});

test("every heading of the admin's pages is in heading case", async ({ admin }) => {
  expect(await offCase(admin, ADMIN_PAGES)).toEqual([]);
});

test("every heading of a user's account pages is in heading case, empty and with a project", async ({ request }) => {
  // An account of its own: the demo user's projects are added to by other tests, named as they please.
  const account = await apiAccount("heading-case", "Hana Heading");
  await signInByRequest(request, account);
  const empty = await offCase(request, ["/dashboard", "/profile"]);
  const dashboard = await served(request, "/dashboard");
  const project = await HtmlForm.byButton(dashboard, "Add project")
    .fill("Project name", "Hana's Bakery")
    .fill("Website", "https://example.com/")
    .submit(request, { button: "Add project" });
  expect(new URL(project.url).pathname, "the new project's page").toMatch(/^\/project\//);
  expect([...empty, ...(await offCase(request, ["/dashboard", pathOf(project.url)]))]).toEqual([]);
});
