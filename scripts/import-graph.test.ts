/**
 * The direction of app/ (docs/front-end.md, ADR 043): the import graph, computed from the sources,
 * has no cycle (type-only imports count) and no import that runs up the layers
 * content → lib → hooks → components → entries; every `import()` names an on-demand entry in
 * app/lazy. The first tests hold the reader itself to small sources, so a check that cannot fail
 * would show here.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, importsOf, layerOf, readGraph, strayDynamicImports, upwardImports } from "./lib/import-graph.mjs";

const graphOf = (edges: Record<string, string[]>, dynamic: Record<string, string[]> = {}) =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, { static: targets, dynamic: dynamic[file] ?? [] }]));

describe("reading imports", () => {
  it("counts type-only imports, re-exports and import types as imports, and import() apart", () => {
    const found = importsOf(`
      import "./side-effect";
      import type { A } from "./types";
      import { type B, c } from "~/lib/c";
      export { d } from "./d";
      export type * from "./e";
      type F = import("./f").F;
      const g = () => import("~/lazy/g");
    `);
    expect(found.static).toEqual(["./side-effect", "./types", "~/lib/c", "./d", "./e", "./f"]);
    expect(found.dynamic).toEqual(["~/lazy/g"]);
  });

  it("finds a cycle, a type-only one included, and a module importing itself", () => {
    const graph = graphOf({
      "lib/a.ts": ["lib/b.ts"],
      "lib/b.ts": ["lib/a.ts"],
      "lib/c.ts": ["lib/c.ts"],
      "lib/d.ts": [],
    });
    expect(cycles(graph)).toEqual([["lib/a.ts", "lib/b.ts"], ["lib/c.ts"]]);
  });

  it("names an import that runs up the layers, a file outside every layer and a stray import()", () => {
    expect(layerOf("content/site.ts")).toBe(0);
    expect(layerOf("routes/contact/route.tsx")).toBe(4);
    const graph = graphOf(
      {
        "lib/a.ts": ["components/b.tsx", "content/c.ts"],
        "components/b.tsx": ["lib/a.ts"],
        "stray.ts": [],
      },
      { "hooks/d.ts": ["components/b.tsx", "lazy/b.ts"] },
    );
    expect(upwardImports(graph)).toEqual([
      "lib/a.ts (lib) → components/b.tsx (components)",
      "stray.ts belongs to no layer",
    ]);
    expect(
      strayDynamicImports(new Map([["hooks/d.ts", { static: [], dynamic: ["components/b.tsx", "lazy/b.ts"] }]])),
    ).toEqual(['hooks/d.ts → import("components/b.tsx")']);
  });
});

describe("app/", () => {
  const graph = readGraph(join(__dirname, "..", "app"));

  it("is read whole", () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get("root.tsx")?.static.length).toBeGreaterThan(10);
  });

  it("has no import cycle, type-only imports included", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no import that runs up the layers", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("loads code on demand only through app/lazy, whose entries join the shared chunk", () => {
    expect(strayDynamicImports(graph)).toEqual([]);
  });
});
