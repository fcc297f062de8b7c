import { describe, expect, it } from "vitest";
import { markupLinkTarget } from "./link-target";

/** A link as the DOM gives it: its attributes, and whether it sits inside server markup. */
function link(attributes: Record<string, string>, insideMarkup = true) {
  const anchor = {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector === "[data-server-markup]" ? (insideMarkup ? {} : null) : anchor),
  };
  return { closest: (selector: string) => (selector === "a[href]" ? anchor : null) };
}

const here = { origin: "https://www.example.com", pathname: "/", search: "" };
const click = (target: unknown, extra: Partial<MouseEvent> = {}) =>
  markupLinkTarget(
    {
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      target: target as EventTarget,
      ...extra,
    },
    here,
  );

describe("markupLinkTarget", () => {
  it("navigates in the page to a path of the site, keeping the query and fragment", () => {
    expect(click(link({ href: "/services/local-seo?x=1#faq" }))).toEqual({
      to: "/services/local-seo?x=1#faq",
      keepScroll: false,
    });
    expect(click(link({ href: "https://www.example.com/contact" }))?.to).toBe("/contact");
  });

  it("resolves a query-only link against the page and keeps the scroll of a tab", () => {
    expect(click(link({ href: "?plan=crm#pricing", "data-keep-scroll": "" }))).toEqual({
      to: "/?plan=crm#pricing",
      keepScroll: true,
    });
  });

  it("leaves the browser every click a <Link> would leave it", () => {
    expect(click(link({ href: "/contact" }), { button: 1 })).toBeNull();
    expect(click(link({ href: "/contact" }), { metaKey: true })).toBeNull();
    expect(click(link({ href: "/contact" }), { ctrlKey: true })).toBeNull();
    expect(click(link({ href: "/contact" }), { defaultPrevented: true })).toBeNull();
    expect(click(link({ href: "/contact", target: "_blank" }))).toBeNull();
    expect(click(link({ href: "/guide.pdf", download: "" }))).toBeNull();
    expect(click(link({ href: "https://elsewhere.test/" }))).toBeNull();
    expect(click(link({ href: "#audit-section" }))).toBeNull();
    expect(click(link({ href: "/contact" }, false))).toBeNull();
    expect(click(null)).toBeNull();
  });
});
