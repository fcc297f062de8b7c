/**
 * The README's recipes, as scripts/recipes.test.ts follows them: its code blocks (each names its
 * file on its first line), a copy of the project to write them into, and the edits the steps around
 * the blocks describe. An edit whose anchor is gone fails, so a recipe that drifts from the code
 * fails the test before it misleads anyone.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { packageBin } from "./processes.mjs";

export const ROOT = join(__dirname, "..", "..");

/** What a copy needs to build and to run its own stack (scripts/start.mjs), without the tests. */
const COPIED = [
  "app",
  "public",
  "scripts",
  "supabase",
  "remix.config.js",
  "server.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package.json",
  "remix.env.d.ts",
  "worker-configuration.d.ts",
  "wrangler.toml",
  ".dev.vars.example",
];
/** Built or local-only files of the project, and tests (which reach into the rest of it). */
const LEFT_OUT = /(\.test\.tsx?$|\/public\/build$|\/supabase\/\.(data|temp)$)/;

export interface RecipeBlock {
  /** The file the block is written to (or appended to). */
  path: string;
  code: string;
}

/**
 * The README's code blocks whose first line names a file (`// app/…` or `-- supabase/…`), by that
 * whole line's text after the comment mark: "app/content/pages.ts (appended)" → its block.
 */
export function recipeBlocks(readme = readFileSync(join(ROOT, "README.md"), "utf8")): Map<string, RecipeBlock> {
  const blocks = new Map<string, RecipeBlock>();
  for (const [, indent = "", body = ""] of readme.matchAll(/^( *)```(?:tsx?|sql)\n([\s\S]*?)^ *```/gm)) {
    // A block inside a list item is indented with it.
    const lines = body.split("\n").map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    const header = /^(?:\/\/|--) ((?:app|supabase)\/\S+.*)$/.exec(lines[0] ?? "")?.[1];
    if (!header) continue;
    if (blocks.has(header)) throw new Error(`Two README blocks start with "${header}": name each one apart`);
    blocks.set(header, { path: header.split(" ")[0]!, code: lines.slice(1).join("\n") });
  }
  return blocks;
}

/** A copy of the project in a new temporary directory, sharing this one's node_modules. */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "recipes-"));
  for (const name of COPIED) {
    cpSync(join(ROOT, name), join(dir, name), {
      recursive: true,
      filter: (source) => !LEFT_OUT.test(source.replaceAll("\\", "/")),
    });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Writes files into a copy, and edits them as the recipes' steps say. */
export class RecipeCopy {
  constructor(
    readonly dir: string,
    private readonly blocks: Map<string, RecipeBlock>,
  ) {}

  private block(header: string): RecipeBlock {
    const block = this.blocks.get(header);
    if (!block) throw new Error(`The README has no block headed "${header}"`);
    return block;
  }

  /** The block headed `header`, written to its file (or to `to`, a file of its own). */
  write(header: string, to?: string) {
    const { path, code } = this.block(header);
    const target = join(this.dir, to ?? path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }

  /** The block headed `header`, appended to its file. */
  append(header: string) {
    const { path, code } = this.block(header);
    appendFileSync(join(this.dir, path), `\n${code}`);
  }

  /** Runs a package's program in the copy (a step such as `npm run maps`), failing with its output. */
  run(pkg: string, bin: string, ...args: string[]) {
    const ran = spawnSync(process.execPath, [packageBin(pkg, bin), ...args], { cwd: this.dir, encoding: "utf8" });
    if (ran.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed in the copy:\n${ran.stdout}${ran.stderr}`);
  }

  /** Replaces `from` with `to` in a file, failing if the recipe's anchor is gone. */
  edit(file: string, from: string, to: string) {
    const path = join(this.dir, file);
    const text = readFileSync(path, "utf8");
    if (!text.includes(from)) {
      throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the README's recipe`);
    }
    writeFileSync(path, text.replace(from, to));
  }

  /** A page record given to loaders, listed in the sitemap and in the tests' table of routes. */
  listPage(record: string, path: string) {
    this.edit("app/lib/site/page-records.server.ts", "  aboutPage,\n", `  aboutPage,\n  ${record},\n`);
    this.edit("app/lib/seo/public-pages.ts", "  aboutPage,\n", `  aboutPage,\n  ${record},\n`);
    this.edit(
      "app/lib/seo/public-pages.ts",
      "      fromCopy(aboutPage),\n",
      `      fromCopy(aboutPage),\n      fromCopy(${record}),\n`,
    );
    this.edit("app/content/known-routes.fixture.ts", '  "/about",\n', `  "/about",\n  "${path}",\n`);
  }
}
