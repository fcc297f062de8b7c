import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hook, select } from "./data-hooks";

describe("data hooks", () => {
  it("gives the props for markup: present and empty, with a value, or left out for undefined", () => {
    expect(hook("data-carousel")).toEqual({ "data-carousel": "" });
    expect(hook("data-carousel-dot", 2)).toEqual({ "data-carousel-dot": 2 });
    expect(hook("data-menu", "Solutions")).toEqual({ "data-menu": "Solutions" });
    const html = renderToStaticMarkup(
      createElement("div", {
        ...hook("data-carousel"),
        ...hook("data-carousel-dot", 2),
        ...hook("data-server-error", undefined),
      }),
    );
    expect(html).toBe('<div data-carousel="" data-carousel-dot="2"></div>');
  });

  it("gives the selector for the behaviour, with or without a value", () => {
    expect(select("data-carousel-dot")).toBe("[data-carousel-dot]");
    expect(select("data-testid", "audit-https-ok")).toBe('[data-testid="audit-https-ok"]');
    expect(select("data-menu", "")).toBe('[data-menu=""]');
  });
});
