/**
 * The README's recipes, followed as written (issues 21 and 32): in a copy of the project, the code
 * blocks of "Add a public page", "Add a city page", "Add a private page", "Add a kind of lead" and
 * "Add a behaviour" are written where their first line says and the steps around them are done; the copy is
 * type-checked and built, its Worker answers the new pages (scripts/render-time.mjs --answers),
 * the behaviour's files pass the linter's fence, and then the copy's own stack (its migrations on a
 * fresh stand-in, its Worker in workerd) is driven in Chromium as a visitor and an admin would.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageBin } from "./lib/processes.mjs";
import { copyProject, recipeBlocks, RecipeCopy, ROOT } from "./lib/recipe-copy";
import { driveRecipes, type Driven } from "./lib/recipe-drive";
import { parseResult } from "./render-time.mjs";

const run = (dir: string, args: string[]) => spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8" });

/** Every step of the recipes, in the README's order, on a fresh copy. */
function followRecipes(copy: RecipeCopy) {
  // Add a public page: its copy, its record for loaders, its route, the sitemap, the routes table.
  copy.append("app/content/pages.ts (appended)");
  copy.listPage("careersPage", "/careers");
  // The plain route of step 3 is built under a path of its own: "Add a behaviour" rewrites /careers.
  copy.write("app/routes/careers.tsx", "app/routes/careers-plain.tsx");

  // Add a city page: its office, the office's key and place in the list, the page, its slug.
  copy.append("app/content/offices-florida.ts (appended)");
  copy.edit("app/content/types-pages.ts", '  | "sheridan";', '  | "sheridan"\n  | "naples";');
  copy.edit(
    "app/content/offices.ts",
    'import { jacksonville, miami, orlando, stpetersburg, tampa } from "./offices-florida";',
    'import { jacksonville, miami, naples, orlando, stpetersburg, tampa } from "./offices-florida";',
  );
  copy.edit("app/content/offices.ts", "  sheridan,\n};", "  sheridan,\n  naples,\n};");
  copy.run("tsx", "tsx", "scripts/make-maps.ts");
  copy.append("app/content/cities-florida.ts (appended)");
  copy.edit(
    "app/content/cities.ts",
    'import { jacksonvillePage, miamiPage, orlandoPage, stPetersburgPage, tampaPage } from "./cities-florida";',
    'import { jacksonvillePage, miamiPage, naplesPage, orlandoPage, stPetersburgPage, tampaPage } from "./cities-florida";',
  );
  copy.edit("app/content/cities.ts", "  casperPage,\n", "  casperPage,\n  naplesPage,\n");
  copy.edit(
    "app/content/city-slugs.json",
    '  "sheridan-seo-services"\n',
    '  "sheridan-seo-services",\n  "naples-seo-services"\n',
  );
  copy.edit(
    "app/content/known-routes.fixture.ts",
    '  "sheridan-seo-services",\n',
    '  "sheridan-seo-services",\n  "naples-seo-services",\n',
  );

  // Add a kind of lead: the migration, the kind, the words, the page, the schema, the form, the route.
  copy.write("supabase/migrations/20270101000000_partner_leads.sql");
  copy.edit("app/lib/leads/lead.ts", '"audit"] as const;', '"audit", "partner"] as const;');
  copy.edit(
    "app/content/leads.ts",
    '  audit: "Audit report",\n',
    '  audit: "Audit report",\n  partner: "Partner application",\n',
  );
  copy.edit(
    "app/content/leads.ts",
    '    widget: "Received from a widget",\n',
    '    widget: "Received from a widget",\n    partner: "Received from the partner application form",\n',
  );
  copy.edit(
    "app/routes/admin.analytics.tsx",
    '  audit: { fill: "fill-fg-subtle", swatch: "bg-fg-subtle" },\n',
    '  audit: { fill: "fill-fg-subtle", swatch: "bg-fg-subtle" },\n  partner: { fill: "fill-fg-muted", swatch: "bg-fg-muted" },\n',
  );
  copy.append("app/content/lead-forms.ts (appended)");
  copy.append("app/content/pages.ts (appended: the partner page)");
  copy.listPage("becomePartnerPage", "/become-a-partner");
  copy.write("app/lib/forms/partner-schema.ts");
  copy.write("app/components/pages/partner-form.markup.tsx");
  copy.write("app/routes/become-a-partner/partner-page.server.tsx");
  copy.write("app/routes/become-a-partner/route.tsx");
  copy.edit(
    "app/lib/http/page-query.ts",
    '  "/book-demo": { [SENT_PARAM]: sentFlag },\n',
    '  "/book-demo": { [SENT_PARAM]: sentFlag },\n  "/become-a-partner": { [SENT_PARAM]: sentFlag },\n',
  );

  // Add a private page.
  copy.write("app/routes/admin.reports.tsx");

  // Add a behaviour, attached to /careers.
  copy.write("app/components/ui/copy-code.markup.tsx");
  copy.write("app/components/ui/copy-code.behaviour.ts");
  copy.edit(
    "app/components/pages/views.server.ts",
    'export { ContentPage } from "./content-page.markup";\n',
    'export { ContentPage } from "./content-page.markup";\nexport { CopyCode } from "~/components/ui/copy-code.markup";\n',
  );
  copy.write("app/routes/careers.tsx (with the copy button)");
}

describe("the README's recipes, followed in a copy of the project", () => {
  const blocks = recipeBlocks();
  let dir = "";

  beforeAll(() => {
    dir = copyProject();
    followRecipes(new RecipeCopy(dir, blocks));
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has every code block the steps need, and no other", () => {
    expect([...blocks.keys()].sort()).toEqual(
      [
        "app/components/pages/partner-form.markup.tsx",
        "app/components/ui/copy-code.behaviour.ts",
        "app/components/ui/copy-code.markup.tsx",
        "app/content/cities-florida.ts (appended)",
        "app/content/lead-forms.ts (appended)",
        "app/content/offices-florida.ts (appended)",
        "app/content/pages.ts (appended)",
        "app/content/pages.ts (appended: the partner page)",
        "app/lib/forms/partner-schema.ts",
        "app/routes/admin.reports.tsx",
        "app/routes/become-a-partner/partner-page.server.tsx",
        "app/routes/become-a-partner/route.tsx",
        "app/routes/careers.tsx",
        "app/routes/careers.tsx (with the copy button)",
        "supabase/migrations/20270101000000_partner_leads.sql",
      ].sort(),
    );
  });

  it("type-checks", () => {
    const checked = run(dir, [packageBin("typescript", "tsc"), "--noEmit", "-p", "tsconfig.json"]);
    expect(checked.stdout + checked.stderr, "tsc").toBe("");
    expect(checked.status).toBe(0);
  }, 180_000);

  it("builds, and the Worker answers the new pages as the recipes say", () => {
    // The build `npm run build` runs, which closes esbuild before it ends (scripts/build.mjs).
    const built = run(dir, [join(ROOT, "scripts", "build.mjs")]);
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout + built.stderr, "esbuild's crash dump").not.toContain("goroutine");
    const paths = [
      "/careers",
      "/careers-plain",
      "/naples-seo-services",
      "/become-a-partner",
      "/sitemap.xml",
      "/admin/reports",
    ];
    const asked = run(ROOT, [
      "scripts/render-time.mjs",
      "--answers",
      "--build",
      join(dir, "build", "index.js"),
      ...paths,
    ]);
    expect(asked.status, asked.stderr).toBe(0);
    const answers: { path: string; status: number; location: string | null; body: string }[] =
      parseResult(asked.stdout) ?? [];
    const answer = (path: string) => answers.find((each) => each.path === path);

    for (const careers of [answer("/careers"), answer("/careers-plain")]) {
      expect(careers?.status).toBe(200);
      expect(careers?.body).toContain("<title>Careers at Rankwell | SEO Jobs in Tampa &amp; Cheyenne</title>");
      expect(careers?.body).toMatch(/<link rel="canonical" href="[^"]+\/careers"/);
      expect(careers?.body).toContain('<script type="application/ld+json"');
      expect(careers?.body).toMatch(/<h1[^>]*>Work with Us<\/h1>/);
    }
    // The behaviour's markup is on the page, its button hidden until the script shows it.
    expect(answer("/careers")?.body).toMatch(/<code[^>]*>jobs@rankwell.example<\/code>/);
    expect(answer("/careers")?.body).toMatch(/<button type="button" hidden=""[^>]*>Copy<\/button>/);

    // The city recipe: a page of its own, its new office's local business in its structured data.
    const naples = answer("/naples-seo-services");
    expect(naples?.status).toBe(200);
    expect(naples?.body).toContain("<title>Naples SEO Services | Naples, FL Local SEO Company</title>");
    expect(naples?.body).toMatch(/<link rel="canonical" href="[^"]+\/naples-seo-services"/);
    expect(naples?.body).toMatch(/<h1[^>]*>Naples SEO Services for the Busy Season and All Year<\/h1>/);
    expect(naples?.body).toMatch(
      /<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"LocalBusiness"[^<]*"name":"Marco Island"/,
    );
    expect(answer("/sitemap.xml")?.body).toContain("/naples-seo-services</loc>");

    const partner = answer("/become-a-partner");
    expect(partner?.status).toBe(200);
    expect(partner?.body).toContain("<title>Become a Partner | Rankwell Partner Program</title>");
    expect(partner?.body).toMatch(/<form method="post" action="\/become-a-partner#[^"]+"/);
    expect(answer("/sitemap.xml")?.body).toContain("/careers</loc>");
    expect(answer("/sitemap.xml")?.body).toContain("/become-a-partner</loc>");

    // The private page is gated: a visitor without a session is sent to sign in, and comes back.
    const reports = answer("/admin/reports");
    expect([302, 303]).toContain(reports?.status);
    expect(reports?.location).toBe("/auth?redirectTo=%2Fadmin%2Freports");
  }, 240_000);

  it("puts the behaviour beside its markup, inside the linter's fence", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const code = (header: string) => blocks.get(header)?.code ?? "";
    for (const file of ["app/components/ui/copy-code.markup.tsx", "app/components/ui/copy-code.behaviour.ts"]) {
      const [result] = await eslint.lintText(code(file), { filePath: join(ROOT, file) });
      expect(result?.messages.map((message) => `${file}: ${message.ruleId} ${message.message}`)).toEqual([]);
    }
    // The same markup with the handler inline is refused.
    const withHandler = code("app/components/ui/copy-code.markup.tsx").replace(
      'type="button"',
      'type="button" onClick={() => undefined}',
    );
    const [refused] = await eslint.lintText(withHandler, {
      filePath: join(ROOT, "app/components/ui/copy-code.markup.tsx"),
    });
    expect(refused?.messages.map((message) => message.ruleId)).toContain("no-restricted-syntax");
  });

  describe("on the copy's own stack, in Chromium", () => {
    let driven: Driven;

    beforeAll(async () => {
      driven = await driveRecipes(dir);
    }, 600_000);

    it("refuses a half-filled partner form without JavaScript, with its message and what was typed", () => {
      expect(driven.refusal.message).toContain("Please correct the highlighted fields");
      expect(driven.refusal.fieldMessage).toBe("Please choose how you would like to partner.");
      expect(driven.refusal.typedName).toBe("Pat Partner");
    });

    it("thanks the visitor who sends it, with JavaScript and without", () => {
      expect(driven.withoutJavaScript).toEqual({ url: "/become-a-partner?sent=1", thanked: true });
      expect(driven.withJavaScript).toEqual({ url: "/become-a-partner?sent=1", thanked: true, stayed: true });
    });

    it("lands both applications in the admin's inbox, under their kind, and in its CSV", () => {
      expect(driven.inbox.rows).toEqual(expect.arrayContaining(driven.sentEmails));
      expect(driven.inbox.rows).toHaveLength(2);
      expect(driven.inbox.sourceFilter).toBe("Partner application");
      for (const email of driven.sentEmails)
        expect(driven.inbox.csv).toMatch(new RegExp(`Partner application.*${email}`));
    });

    it("runs the behaviour: the button appears with JavaScript and copies the address; without, the address reads", () => {
      expect(driven.behaviour).toEqual({ copied: "jobs@rankwell.example", buttonWithoutJavaScript: false, code: true });
    });
  });
});
