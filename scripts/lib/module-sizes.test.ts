import { SourceMapGenerator } from "source-map-js";
import { describe, expect, it } from "vitest";
import { bytesPerModule, moduleBreakdown, moduleName } from "./module-sizes.mjs";

/** A two-line file: "aaaa" from a.ts, "bbbbbb" from react-dom, then "cc" from a.ts on line two. */
function sample() {
  const code = "xaaaabbbbbb\ncc";
  const map = new SourceMapGenerator({ file: "out.js" });
  const at = (source: string, line: number, column: number) =>
    map.addMapping({ source, original: { line: 1, column: 0 }, generated: { line, column } });
  at("../../app/lib/a.ts", 1, 1);
  at("../../node_modules/react-dom/cjs/react-dom.production.min.js", 1, 5);
  at("../../app/lib/a.ts", 2, 0);
  return { code, map: map.toString() };
}

describe("module sizes from a source map", () => {
  it("names packages by package and app files from app/ on", () => {
    expect(moduleName("../../node_modules/react-dom/cjs/x.js")).toBe("react-dom");
    expect(moduleName("../node_modules/@remix-run/react/dist/index.js")).toBe("@remix-run/react");
    expect(moduleName("../../app/components/ui/button.tsx")).toBe("app/components/ui/button.tsx");
  });

  it("gives each module the bytes it contributes, and the rest to the bundler's glue, adding up to the file", () => {
    const { code, map } = sample();
    const bytes = bytesPerModule(code, map);
    expect(bytes.get("app/lib/a.ts")).toBe(6);
    expect(bytes.get("react-dom")).toBe(6);
    expect([...bytes.values()].reduce((sum, value) => sum + value, 0)).toBe(code.length);
  });

  it("shares a file's gzip among its modules by their bytes", () => {
    const { code, map } = sample();
    const modules = moduleBreakdown([{ code, map, raw: code.length, gzip: 28 }]);
    expect(modules.get("react-dom")?.gzip).toBeCloseTo(12);
    expect([...modules.values()].reduce((sum, value) => sum + value.gzip, 0)).toBeCloseTo(28);
  });
});
