import { describe, expect, it } from "vitest";
import { pageHref, pageWindow, readPage } from "./pagination";

describe("readPage", () => {
  it("reads a whole page number and falls back to 1", () => {
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    expect(readPage(new URLSearchParams(""))).toBe(1);
    for (const bad of ["0", "-2", "2.5", "abc", "1e3", "9999999"]) {
      expect(readPage(new URLSearchParams({ page: bad })), bad).toBe(1);
    }
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and drops the parameter for page 1", () => {
    const at = { pathname: "/admin/leads", search: "?status=new&page=4" };
    expect(pageHref(at, 5)).toBe("/admin/leads?status=new&page=5");
    expect(pageHref(at, 1)).toBe("/admin/leads?status=new");
    expect(pageHref({ pathname: "/admin/leads", search: "?page=2" }, 1)).toBe("/admin/leads");
  });
});

describe("pageWindow", () => {
  it("lists every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("shows the ends and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });

  it("keeps one length and never hides a single page behind a gap", () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const slots = pageWindow(page, count);
        expect(slots).toHaveLength(7);
        expect(slots).toContain(page);
        slots.forEach((slot, i) => {
          if (slot !== "gap") return;
          const before = slots[i - 1] as number;
          const after = slots[i + 1] as number;
          expect(after - before, `${page}/${count}`).toBeGreaterThan(2);
        });
      }
    }
  });

  it("clamps a page past the end", () => {
    expect(pageWindow(99, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });
});
