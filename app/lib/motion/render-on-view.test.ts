import { describe, expect, it } from "vitest";
import { drawAllIfLandingInsideScript, jumpsToFragment, renderAllSections } from "./render-on-view";

const link = (href: string | null) => ({ getAttribute: (name: string) => (name === "href" ? href : null) });
const here = { href: "https://www.example.com/?plan=crm" };

describe("jumpsToFragment", () => {
  it("is true for a fragment of this page's path, whatever the query", () => {
    expect(jumpsToFragment(link("/?plan=crm#pricing"), here)).toBe(true);
    expect(jumpsToFragment(link("https://www.example.com/?plan=crm#faq"), here)).toBe(true);
    expect(jumpsToFragment(link("#pricing"), here)).toBe(true);
    expect(jumpsToFragment(link("/#features"), here)).toBe(true);
  });

  it("is false for another page, another origin, no fragment, no href or no address at all", () => {
    expect(jumpsToFragment(link("/about#team"), here)).toBe(false);
    expect(jumpsToFragment(link("https://elsewhere.test/#pricing"), here)).toBe(false);
    expect(jumpsToFragment(link("/?plan=diy"), here)).toBe(false);
    expect(jumpsToFragment(link(null), here)).toBe(false);
    expect(jumpsToFragment(link("http://[bad"), here)).toBe(false);
  });
});

describe("renderAllSections", () => {
  it("draws every waiting section", () => {
    const sections = [{ style: {} }, { style: {} }] as unknown as HTMLElement[];
    const root = {
      querySelectorAll: (selector: string) => (selector === "[data-render-on-view]" ? sections : []),
    } as unknown as ParentNode;
    renderAllSections(root);
    expect(sections.map((section) => section.style.contentVisibility)).toEqual(["visible", "visible"]);
  });
});

describe("the inline script for a document that lands inside the page", () => {
  const run = (hash: string, type: string | undefined) => {
    const sections = [{ style: {} as Record<string, string> }, { style: {} as Record<string, string> }];
    const document = { querySelectorAll: () => sections };
    const performance = { getEntriesByType: () => (type ? [{ type }] : []) };
    new Function("location", "performance", "document", drawAllIfLandingInsideScript())(
      { hash },
      performance,
      document,
    );
    return sections.map((section) => section.style.contentVisibility ?? "waiting");
  };

  it("draws every section on a reload, Back or Forward, or at an address with a fragment", () => {
    expect(run("", "reload")).toEqual(["visible", "visible"]);
    expect(run("", "back_forward")).toEqual(["visible", "visible"]);
    expect(run("#pricing", "navigate")).toEqual(["visible", "visible"]);
  });

  it("leaves them waiting on a plain visit, and fails quietly without timing entries", () => {
    expect(run("", "navigate")).toEqual(["waiting", "waiting"]);
    expect(run("", undefined)).toEqual(["waiting", "waiting"]);
  });
});
