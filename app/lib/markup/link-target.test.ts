import { describe, expect, it } from "vitest";
import { markupLinkTarget, markupLinkToDiscover } from "./link-target";

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

describe("markupLinkToDiscover", () => {
  const reached = (target: unknown) => markupLinkToDiscover(target as EventTarget, here);
  const anchorOf = (target: ReturnType<typeof link>) => target.closest("a[href]");

  it("gives the link to another page of the site, with or without a query", () => {
    const services = link({ href: "/services/local-seo" });
    expect(reached(services)).toBe(anchorOf(services));
    const contact = link({ href: "https://www.example.com/contact?plan=crm" });
    expect(reached(contact)).toBe(anchorOf(contact));
  });

  it("skips links already marked, outside server markup, to this page, elsewhere, or left to the browser", () => {
    expect(reached(link({ href: "/contact", "data-discover": "true" }))).toBeNull();
    expect(reached(link({ href: "/contact" }, false))).toBeNull();
    expect(reached(link({ href: "/?plan=crm#pricing" }))).toBeNull();
    expect(reached(link({ href: "#faq" }))).toBeNull();
    expect(reached(link({ href: "https://elsewhere.test/contact" }))).toBeNull();
    expect(reached(link({ href: "/contact", target: "_blank" }))).toBeNull();
    expect(reached(link({ href: "/guide.pdf", download: "" }))).toBeNull();
    expect(reached(link({ href: "/logout", "data-reload-document": "" }))).toBeNull();
    // Remix would read "technical-seo" as /technical-seo, not as the page's sibling.
    expect(
      markupLinkToDiscover(link({ href: "technical-seo" }) as unknown as EventTarget, {
        ...here,
        pathname: "/services/local-seo",
      }),
    ).toBeNull();
    expect(reached(null)).toBeNull();
  });
});
