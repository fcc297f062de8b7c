// The import graph of app/, read from the sources with TypeScript's parser (docs/front-end.md,
// "Direction"; ADR 043). scripts/import-graph.test.ts holds the app to it: no cycle, type-only
// imports included, and no import that runs up the layers.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";

/**
 * The layers, lowest first. A module may import its own layer and the ones below it, never one
 * above. Entries are what the bundler starts from: routes, page modules (routes registered in
 * remix.config.js), the root, entry.client/server, the shared chunk and the on-demand entries.
 */
export const LAYERS = [
  { name: "content", paths: ["content/"] },
  { name: "lib", paths: ["lib/"] },
  { name: "hooks", paths: ["hooks/"] },
  { name: "components", paths: ["components/"] },
  {
    name: "entries",
    paths: ["routes/", "page-modules/", "lazy/", "root.tsx", "entry.client.tsx", "entry.server.tsx", "shared-chunk.ts"],
  },
];

/** The folder an `import()` must name: each target is an entry of the client build (ADR 043). */
export const ON_DEMAND = "lazy/";

const posix = (path) => path.split(sep).join("/");

/** The layer of a path relative to app/ (posix separators); -1 when no layer claims it. */
export function layerOf(path) {
  return LAYERS.findIndex((layer) => layer.paths.some((prefix) => path === prefix || path.startsWith(prefix)));
}

export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/**
 * What a source text imports: `static` holds every module it needs to load or type-check
 * (imports, `import type`, re-exports, `import("x").T` in types), `dynamic` the `import("x")` calls.
 */
export function importsOf(text, fileName = "module.tsx") {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = { static: [], dynamic: [] };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.static.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.static.push(literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.dynamic.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app file a specifier names, or null for a package (or a file that is not TypeScript). */
function resolve(appDir, from, specifier) {
  if (!specifier.startsWith("~/") && !specifier.startsWith(".")) return null;
  const base = specifier.startsWith("~/") ? join(appDir, specifier.slice(2)) : join(dirname(from), specifier);
  return (
    ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null
  );
}

/** The graph of app/: file (relative, posix) → its static and dynamic imports within app/. */
export function readGraph(appDir) {
  const graph = new Map();
  for (const file of sourceFiles(appDir)) {
    const found = importsOf(readFileSync(file, "utf8"), file);
    const within = (specifiers) =>
      specifiers.flatMap((specifier) => {
        const target = resolve(appDir, file, specifier);
        return target ? [posix(relative(appDir, target))] : [];
      });
    graph.set(posix(relative(appDir, file)), { static: within(found.static), dynamic: within(found.dynamic) });
  }
  return graph;
}

/** Every group of modules that import each other (Tarjan's strongly connected components). */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    const edges = graph.get(node)?.static ?? [];
    for (const target of edges) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.includes(node)) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Static imports from a layer to a higher one, and files no layer claims, as readable lines. */
export function upwardImports(graph) {
  const found = [];
  for (const [file, edges] of graph) {
    const from = layerOf(file);
    if (from === -1) found.push(`${file} belongs to no layer`);
    for (const target of edges.static) {
      const to = layerOf(target);
      if (to > from) found.push(`${file} (${LAYERS[from]?.name}) → ${target} (${LAYERS[to]?.name})`);
    }
  }
  return found;
}

/** `import()` calls that name anything but an on-demand entry. */
export function strayDynamicImports(graph) {
  return [...graph].flatMap(([file, edges]) =>
    edges.dynamic.filter((target) => !target.startsWith(ON_DEMAND)).map((target) => `${file} → import("${target}")`),
  );
}
