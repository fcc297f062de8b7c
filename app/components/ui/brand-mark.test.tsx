import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark } from "./brand-mark";

const favicon = readFileSync(new URL("../../../public/favicon.svg", import.meta.url), "utf8");
const shapes = (svg: string) =>
  svg.match(/<rect\b[^>]*?\/?>/g)?.map((rect) => rect.replace(/\s*\/?>(<\/rect>)?$/, "")) ?? [];

describe("BrandMark", () => {
  it("draws the favicon's shapes, attribute for attribute", () => {
    const inline = renderToStaticMarkup(<BrandMark size={28} />);
    expect(shapes(inline)).toEqual(shapes(favicon));
    expect(shapes(inline)).toHaveLength(4);
    expect(inline).toContain('viewBox="0 0 64 64"');
    expect(favicon).toContain('viewBox="0 0 64 64"');
  });

  it("is hidden from assistive technology and sized as asked", () => {
    const inline = renderToStaticMarkup(<BrandMark size={40} className="size-10" />);
    expect(inline).toMatch(/^<svg aria-hidden="true"[^>]* width="40" height="40" class="size-10">/);
  });
});
