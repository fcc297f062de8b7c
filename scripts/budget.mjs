// npm run budget -- /path [/path …] [--against <git ref> | --against none]
//
// What a public page's first load costs, module by module (docs/front-end.md "Measuring", ADR 042):
// builds the client with source maps, shares each file's gzip out among the modules in it, and
// prints the page's totals against the budget and the modules that weigh most, each with its
// difference against `main` (or the ref given), built the same way in a temporary worktree. The
// build is redone without maps at the end, so public/build is left as `npm run build` makes it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, pageAssets, readManifest } from "./lib/build-assets.mjs";
import { moduleBreakdown } from "./lib/module-sizes.mjs";
import { packageBin } from "./lib/processes.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const SHOWN = 20;

function parseArgs(argv) {
  const paths = [];
  let against = "main";
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--against") against = argv[++i] ?? "none";
    else if (argv[i].startsWith("/")) paths.push(argv[i]);
    else throw new Error(`Unknown argument ${argv[i]}: give page paths (/contact) and optionally --against <ref>`);
  }
  return { paths: paths.length ? paths : ["/"], against: against === "none" ? null : against };
}

function build(cwd, sourcemap) {
  const args = [packageBin("@remix-run/dev", "remix"), "build", ...(sourcemap ? ["--sourcemap"] : [])];
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix build failed in ${cwd}:\n${result.stdout}${result.stderr}`);
}

/** A built file as the budget counts it: without the source-map comment a build with maps adds. */
function builtFile(buildDir, url) {
  const path = join(buildDir, url.replace(/^\/build\//, ""));
  const code = readFileSync(path, "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "");
  return {
    url,
    code,
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code).length,
    map: readFileSync(`${path}.map`, "utf8"),
  };
}

/** The page's first-load JavaScript by module, and its CSS, from a build made with source maps. */
function measure(buildDir, path) {
  const assets = pageAssets(path, { buildDir, manifest: readManifest(buildDir) });
  const files = assets.js.files.map((file) => builtFile(buildDir, file.url));
  const js = files.reduce((sum, file) => sum + file.gzip, 0);
  return { js, css: assets.css.gzip, files: files.length, modules: moduleBreakdown(files) };
}

function worktreeBuild(ref) {
  const dir = mkdtempSync(join(tmpdir(), "budget-"));
  const add = spawnSync("git", ["worktree", "add", "--detach", dir, ref], { cwd: ROOT, encoding: "utf8" });
  if (add.status !== 0) throw new Error(`git worktree add ${ref} failed: ${add.stderr}`);
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const cleanup = () => {
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    build(dir, true);
  } catch (error) {
    cleanup();
    throw error;
  }
  return { buildDir: join(dir, "public", "build"), cleanup };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const signed = (bytes) => (Math.round(bytes) === 0 ? "±0" : `${bytes > 0 ? "+" : "−"}${Math.abs(Math.round(bytes))} B`);

function report(path, now, before, against) {
  const state = now.js > BUDGETS.jsGzip ? "OVER BUDGET" : now.js > BUDGETS.jsWarn ? "past the warning" : "within";
  const vs = (a, b) => (before ? ` (${signed(a - b)} against ${against})` : "");
  console.log(`\n${path}`);
  console.log(
    `  JavaScript ${kb(now.js)} gzip in ${now.files} files${vs(now.js, before?.js)}: ${state} ` +
      `(budget ${kb(BUDGETS.jsGzip)}, warning past ${kb(BUDGETS.jsWarn)})`,
  );
  console.log(
    `  CSS ${kb(now.css)} gzip${vs(now.css, before?.css)} (budget ${kb(BUDGETS.cssGzip)}, warning past ${kb(BUDGETS.cssWarn)})`,
  );
  const names = new Set([...now.modules.keys(), ...(before?.modules.keys() ?? [])]);
  const rows = [...names]
    .map((name) => ({ name, now: now.modules.get(name), before: before?.modules.get(name) }))
    .sort((a, b) => (b.now?.gzip ?? 0) - (a.now?.gzip ?? 0));
  console.log(`  ${"module".padEnd(58)} ${"raw".padStart(9)} ${"gzip≈".padStart(9)}${before ? `  vs ${against}` : ""}`);
  for (const row of rows.slice(0, SHOWN)) {
    const diff = before ? `  ${signed((row.now?.gzip ?? 0) - (row.before?.gzip ?? 0))}` : "";
    console.log(
      `  ${row.name.slice(-58).padEnd(58)} ${kb(row.now?.raw ?? 0).padStart(9)} ${kb(row.now?.gzip ?? 0).padStart(9)}${diff}`,
    );
  }
  const rest = rows.slice(SHOWN);
  const restGzip = rest.reduce((sum, row) => sum + (row.now?.gzip ?? 0), 0);
  console.log(`  … ${rest.length} more modules, ${kb(restGzip)} gzip together`);
  if (before) {
    const changed = rows
      .map((row) => ({ name: row.name, diff: (row.now?.gzip ?? 0) - (row.before?.gzip ?? 0) }))
      .filter((row) => Math.abs(row.diff) >= 20)
      .sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff));
    console.log(
      changed.length
        ? `  changed by 20 B or more against ${against}:`
        : `  no module changed by 20 B or more against ${against}`,
    );
    for (const row of changed.slice(0, SHOWN)) console.log(`    ${signed(row.diff).padStart(9)}  ${row.name}`);
  }
}

const { paths, against } = parseArgs(process.argv.slice(2));
build(ROOT, true);
let base;
try {
  base = against ? worktreeBuild(against) : null;
  for (const path of paths) {
    const now = measure(join(ROOT, "public", "build"), path);
    const before = base && existsSync(base.buildDir) ? measure(base.buildDir, path) : null;
    report(path, now, before, against);
  }
  console.log(
    "\ngzip≈: each file's gzip size shared among its modules by the bytes they contribute (source maps); the totals are exact.",
  );
} finally {
  base?.cleanup();
  build(ROOT, false);
}
