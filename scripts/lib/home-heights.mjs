// What the home sections' stand-in heights (app/content/home-section-heights.ts) were measured
// from (issue 32): the home page's markup and every module of app/ it reaches (the copy, the
// home components and the kit they use: a card's padding moves a section too), and the
// stylesheets. The heights file records the fingerprint
// of these inputs when it is written; scripts/home-heights.test.ts fails as soon as a copy,
// markup or style change makes it differ, so stale heights cannot ship.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readGraph } from "./import-graph.mjs";

/** The module that renders the home page's sections (app/-relative). */
const HOME_ROOT = "components/home/home-markup.server.tsx";
/** The heights themselves and the module that reads them do not change what is measured. */
const NOT_INPUTS = new Set(["content/home-section-heights.ts", "content/home-layout.ts"]);
const STYLESHEETS = ["tailwind.css", "styles/site.css"];

/** The app/-relative paths the heights depend on, sorted: HOME_ROOT's static imports, all the way down, and the styles. */
export function heightInputs(graph, root = HOME_ROOT) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path) || !graph.has(path)) return;
    seen.add(path);
    for (const target of graph.get(path).static) visit(target);
  };
  visit(root);
  return [...[...seen].filter((path) => !NOT_INPUTS.has(path)), ...STYLESHEETS].sort();
}

/** A short hash of the inputs' paths and texts. */
export function fingerprintOf(files) {
  const hash = createHash("sha256");
  for (const [path, text] of files) hash.update(`${path}\0${text}\0`);
  return hash.digest("hex").slice(0, 16);
}

/** The fingerprint of app/ as it is now. */
export function homeHeightsFingerprint(appDir) {
  const inputs = heightInputs(readGraph(appDir));
  return fingerprintOf(inputs.map((path) => [path, readFileSync(join(appDir, path), "utf8")]));
}
