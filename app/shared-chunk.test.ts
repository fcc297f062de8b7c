import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The rules that keep the root's modules in one chunk (app/shared-chunk.ts, docs/decisions/035).
const APP = join(__dirname);
const KIT = 'import "~/shared-chunk";';

const read = (file: string) => readFileSync(file, "utf8");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

function resolveSpecifier(from: string, specifier: string) {
  const base = specifier.startsWith("~/") ? join(APP, specifier.slice(2)) : join(dirname(from), specifier);
  const found = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`${specifier} (imported by ${from}) resolves to no file`);
  return found;
}

/** Route modules the browser loads: flat routes and the shared page modules with a component. */
const routeModules = [...sourceFiles(join(APP, "routes")), ...sourceFiles(join(APP, "page-modules"))].filter((file) =>
  /^export default /m.test(read(file)),
);

/**
 * Every `import("…")` target in the browser's modules: esbuild makes each an entry point of its own.
 * A server module's (`*.server.ts`) never reaches the client build.
 */
const dynamicTargets = [
  ...new Set(
    sourceFiles(APP)
      .filter((file) => !/\.server\.tsx?$/.test(file))
      .flatMap((file) =>
        [...read(file).matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => resolveSpecifier(file, match[1] ?? "")),
      ),
  ),
];

/** What a module imports at run time (type-only imports left out). */
const importsOf = (file: string) =>
  [...read(file).matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gm)].map((match) => match[1] ?? "");

const kit = read(join(APP, "shared-chunk.ts"));

describe("the shared chunk", () => {
  it("is imported by every entry point of the client build", () => {
    const entries = [join(APP, "root.tsx"), join(APP, "entry.client.tsx"), ...routeModules, ...dynamicTargets];
    expect(routeModules.length).toBeGreaterThan(20);
    expect(dynamicTargets.length).toBeGreaterThan(3);
    const missing = entries.filter((file) => !read(file).includes(KIT)).map((file) => relative(APP, file));
    expect(missing, `add ${KIT} to these entry points`).toEqual([]);
  });

  it("reaches every module the root imports, server modules too (the browser gets an empty stand-in for each)", () => {
    const rootImports = importsOf(join(APP, "root.tsx")).filter((specifier) => !specifier.endsWith(".css"));
    expect(rootImports.length).toBeGreaterThan(10);
    const missing = rootImports.filter((specifier) => !kit.includes(`import "${specifier}";`));
    expect(missing, "add these to app/shared-chunk.ts").toEqual([]);
  });

  it("is the one module package.json marks as having side effects", () => {
    const pkg = JSON.parse(read(join(APP, "..", "package.json"))) as { sideEffects: unknown };
    expect(pkg.sideEffects).toEqual(["./app/shared-chunk.ts"]);
  });
});
