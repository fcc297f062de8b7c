import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark } from "./brand-mark";

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
const favicon = read("public/favicon.svg");
const shapes = (svg: string) =>
  svg
    .match(/<(?:rect|path|circle)\b[^>]*?\/?>/g)
    ?.map((shape) => shape.replace(/\s*\/?>(<\/(?:rect|path|circle)>)?$/, "").replace(/\s+/g, " ")) ?? [];

describe("BrandMark", () => {
  it("draws the favicon's shapes, attribute for attribute", () => {
    const inline = renderToStaticMarkup(<BrandMark size={28} />);
    expect(shapes(inline)).toEqual(shapes(favicon));
    expect(shapes(inline)).toHaveLength(3);
    expect(inline).toContain('viewBox="0 0 64 64"');
    expect(favicon).toContain('viewBox="0 0 64 64"');
  });

  it("is hidden from assistive technology and sized as asked", () => {
    const inline = renderToStaticMarkup(<BrandMark size={40} className="size-10" />);
    expect(inline).toMatch(/^<svg aria-hidden="true"[^>]* width="40" height="40" class="size-10">/);
  });

  it("is the brand's iris, the solid accent buttons and the app's theme colour share (ADR 047)", () => {
    const solid = /--accent-solid:\s*(#[0-9a-f]{6});/.exec(read("app/tailwind.css"))?.[1];
    expect(solid).toBe("#5546e8");
    expect(/<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(favicon)?.[1]).toBe(solid);
    expect(JSON.parse(read("public/manifest.json")).theme_color).toBe(solid);
    // Its other colours are the brand family's too.
    const family = [...read("app/tailwind.css").matchAll(/--color-brand-\d+:\s*(#[0-9a-f]{6})/g)].map((m) => m[1]);
    const colours = [...favicon.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    for (const colour of colours) expect([...family, "#ffffff"]).toContain(colour);
  });
});
