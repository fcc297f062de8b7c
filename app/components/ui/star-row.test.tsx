import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRow } from "./star-row";

const render = (count: number) => renderToStaticMarkup(<StarRow count={count} />);
const attr = (html: string, name: string) => html.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
/** Each star is one closed outline in the path. */
const starsIn = (html: string) => (attr(html, "d")?.match(/z/g) ?? []).length;

describe("StarRow", () => {
  it("draws a row of stars as one svg and one path, 16 px each with 2 px between", () => {
    const five = render(5);
    expect(five.match(/<svg/g)).toHaveLength(1);
    expect(five.match(/<path/g)).toHaveLength(1);
    expect(starsIn(five)).toBe(5);
    expect(attr(five, "width")).toBe(String(5 * 16 + 4 * 2));
    expect(attr(five, "height")).toBe("16");
    expect(attr(five, "viewBox")).toBe("0 0 132 24");
    expect(attr(five, "aria-hidden")).toBe("true");
  });

  it("places each star one step (27 units) after the last, the first at the icon's own spot", () => {
    const d = attr(render(3), "d")!;
    expect(d.startsWith("M12 3l2.8 5.8")).toBe(true);
    expect(d.match(/m27 0/g)).toHaveLength(2);
  });

  it("draws whole stars from 0 to 5 only, and nothing for none", () => {
    expect(starsIn(render(4.4))).toBe(4);
    expect(starsIn(render(9))).toBe(5);
    expect(render(0)).toBe("");
    expect(render(-2)).toBe("");
  });
});
