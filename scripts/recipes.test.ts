/**
 * The README's recipes, followed as written (issue 21): in a copy of the app, the code blocks of
 * "Add a public page", "Add a private page" and "Add a behaviour" are written where their first
 * line says, the steps around them are done, and the copy is type-checked and built; its Worker
 * then answers the new pages (scripts/render-time.mjs --answers), and the behaviour's files pass
 * the linter's fence. A recipe that drifts from the code fails here before it misleads anyone.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageBin } from "./lib/processes.mjs";
import { parseResult } from "./render-time.mjs";

const ROOT = join(__dirname, "..");
const COPIED = [
  "app",
  "remix.config.js",
  "server.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package.json",
  "remix.env.d.ts",
  "worker-configuration.d.ts",
];

/** The README's code blocks that start with a path comment: path → code. */
function recipeBlocks(): Map<string, string> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const blocks = new Map<string, string>();
  for (const [, indent = "", body = ""] of readme.matchAll(/^( *)```tsx?\n([\s\S]*?)^ *```/gm)) {
    // A block inside a list item is indented with it.
    const lines = body.split("\n").map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    const path = /^\/\/ (app\/\S+)/.exec(lines[0] ?? "")?.[1];
    if (path) blocks.set(path, lines.slice(1).join("\n"));
  }
  return blocks;
}

/** Replaces `from` with `to` in a file of the copy, failing if the recipe's anchor is gone. */
function edit(dir: string, file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from))
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the README's recipe`);
  writeFileSync(path, text.replace(from, to));
}

const run = (dir: string, args: string[]) => spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8" });

describe("the README's recipes, followed in a copy of the app", () => {
  let dir = "";
  let answers: { path: string; status: number; location: string | null; body: string }[] = [];
  const blocks = recipeBlocks();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "recipes-"));
    // The app without its tests, which reach into supabase/ and scripts/.
    const notATest = (source: string) => !/\.test\.tsx?$/.test(source);
    for (const name of COPIED) cpSync(join(ROOT, name), join(dir, name), { recursive: true, filter: notATest });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");

    // Add a public page: steps 1 to 5.
    appendFileSync(join(dir, "app/content/pages.ts"), `\n${blocks.get("app/content/pages.ts") ?? ""}`);
    edit(dir, "app/lib/site/page-records.server.ts", "  aboutPage,\n", "  aboutPage,\n  careersPage,\n");
    writeFileSync(join(dir, "app/routes/careers.tsx"), blocks.get("app/routes/careers.tsx") ?? "");
    edit(dir, "app/lib/seo/public-pages.ts", "  aboutPage,\n", "  aboutPage,\n  careersPage,\n");
    edit(
      dir,
      "app/lib/seo/public-pages.ts",
      "      fromCopy(aboutPage),\n",
      "      fromCopy(aboutPage),\n      fromCopy(careersPage),\n",
    );
    edit(dir, "app/content/known-routes.fixture.ts", '  "/about",\n', '  "/about",\n  "/careers",\n');
    // Add a private page, and a behaviour.
    for (const file of [
      "app/routes/admin.reports.tsx",
      "app/components/ui/copy-code.markup.tsx",
      "app/components/ui/copy-code.behaviour.ts",
    ]) {
      writeFileSync(join(dir, file), blocks.get(file) ?? "");
    }
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has every code block the steps need", () => {
    expect([...blocks.keys()].sort()).toEqual(
      [
        "app/components/ui/copy-code.behaviour.ts",
        "app/components/ui/copy-code.markup.tsx",
        "app/content/pages.ts",
        "app/routes/admin.reports.tsx",
        "app/routes/careers.tsx",
      ].sort(),
    );
  });

  it("type-checks", () => {
    const checked = run(dir, [packageBin("typescript", "tsc"), "--noEmit", "-p", "tsconfig.json"]);
    expect(checked.stdout + checked.stderr, "tsc").toBe("");
    expect(checked.status).toBe(0);
  }, 120_000);

  it("builds, and the Worker answers the new pages as the recipes say", () => {
    // The build `npm run build` runs, which closes esbuild before it ends (scripts/build.mjs).
    const built = run(dir, [join(ROOT, "scripts", "build.mjs")]);
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout + built.stderr, "esbuild's crash dump").not.toContain("goroutine");
    const asked = run(ROOT, [
      "scripts/render-time.mjs",
      "--answers",
      "--build",
      join(dir, "build", "index.js"),
      "/careers",
      "/sitemap.xml",
      "/admin/reports",
    ]);
    expect(asked.status, asked.stderr).toBe(0);
    answers = parseResult(asked.stdout) ?? [];

    const careers = answers.find((answer) => answer.path === "/careers");
    expect(careers?.status).toBe(200);
    expect(careers?.body).toContain("<title>Careers at Rankwell | SEO Jobs in Tampa &amp; Cheyenne</title>");
    expect(careers?.body).toMatch(/<link rel="canonical" href="[^"]+\/careers"/);
    expect(careers?.body).toContain('<script type="application/ld+json"');
    expect(careers?.body).toMatch(/<h1[^>]*>Work With Us<\/h1>/);
    expect(answers.find((answer) => answer.path === "/sitemap.xml")?.body).toContain("/careers</loc>");

    // The private page is gated: a visitor without a session is sent to sign in, and comes back.
    const reports = answers.find((answer) => answer.path === "/admin/reports");
    expect([302, 303]).toContain(reports?.status);
    expect(reports?.location).toBe("/auth?redirectTo=%2Fadmin%2Freports");
  }, 120_000);

  it("puts the behaviour beside its markup, inside the linter's fence", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ["app/components/ui/copy-code.markup.tsx", "app/components/ui/copy-code.behaviour.ts"]) {
      const [result] = await eslint.lintText(blocks.get(file) ?? "", { filePath: join(ROOT, file) });
      expect(result?.messages.map((message) => `${file}: ${message.ruleId} ${message.message}`)).toEqual([]);
    }
    // The same markup with the handler inline is refused.
    const withHandler = (blocks.get("app/components/ui/copy-code.markup.tsx") ?? "").replace(
      'type="button"',
      'type="button" onClick={() => undefined}',
    );
    const [refused] = await eslint.lintText(withHandler, {
      filePath: join(ROOT, "app/components/ui/copy-code.markup.tsx"),
    });
    expect(refused?.messages.map((message) => message.ruleId)).toContain("no-restricted-syntax");
  });
});
