import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentIconPath } from "./content-icon";
import { StarRow } from "./star-row.markup";

const render = (count: number, gapPx?: number) => renderToStaticMarkup(<StarRow count={count} gapPx={gapPx} />);
const attr = (html: string, name: string) => html.match(new RegExp(` ${name}="([^"]*)"`))?.[1];

/** The absolute points of each closed outline in a path of M, m, L, l and z commands. */
function outlines(d: string): Array<Array<[number, number]>> {
  const tokens = d.match(/[MmLlz]|-?\d*\.?\d+/g) ?? [];
  const shapes: Array<Array<[number, number]>> = [];
  let command = "M";
  let at: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  for (let i = 0; i < tokens.length;) {
    if (/[MmLlz]/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === "z") {
      at = start;
      continue;
    }
    const [x, y] = [Number(tokens[i++]), Number(tokens[i++])];
    const relative = command === "m" || command === "l";
    at = relative ? [at[0] + x, at[1] + y] : [x, y];
    at = [Math.round(at[0] * 10) / 10, Math.round(at[1] * 10) / 10];
    if (command === "M" || command === "m") {
      start = at;
      shapes.push([at]);
      command = relative ? "l" : "L";
    } else shapes[shapes.length - 1]!.push(at);
  }
  return shapes;
}

describe("StarRow", () => {
  it("draws a row of stars as one svg and one path, 16 px each", () => {
    const five = render(5);
    expect(five.match(/<svg/g)).toHaveLength(1);
    expect(five.match(/<path/g)).toHaveLength(1);
    expect(outlines(attr(five, "d")!)).toHaveLength(5);
    expect(attr(five, "width")).toBe("80");
    expect(attr(five, "height")).toBe("16");
    expect(attr(five, "viewBox")).toBe("0 0 120 24");
    expect(attr(five, "fill")).toBe("currentColor");
    expect(attr(five, "aria-hidden")).toBe("true");
  });

  it("spaces the stars by the gap asked for", () => {
    const spaced = render(5, 2);
    expect(attr(spaced, "width")).toBe(String(5 * 16 + 4 * 2));
    expect(attr(spaced, "viewBox")).toBe("0 0 132 24");
  });

  it("repeats the content icon's own star, point for point, one step along each time", () => {
    const icon = outlines(contentIconPath("star"))[0]!;
    const row = outlines(attr(render(3, 2), "d")!);
    row.forEach((star, index) =>
      expect(star).toEqual(icon.map(([x, y]) => [Math.round((x + index * 27) * 10) / 10, y])),
    );
  });

  it("draws whole stars from 0 to 5 only, and nothing for none", () => {
    expect(outlines(attr(render(4.5), "d")!)).toHaveLength(4);
    expect(outlines(attr(render(9), "d")!)).toHaveLength(5);
    expect(render(0)).toBe("");
    expect(render(-2)).toBe("");
  });
});
