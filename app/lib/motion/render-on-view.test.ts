import { describe, expect, it } from "vitest";
import { jumpsWithinPage, renderAllSections } from "./render-on-view";

const link = (href: string) => ({ href: new URL(href, "https://www.example.com/").href }) as HTMLAnchorElement;
const here = { href: "https://www.example.com/?plan=crm" };

describe("jumpsWithinPage", () => {
  it("is true for a fragment of this very page", () => {
    expect(jumpsWithinPage(link("/?plan=crm#pricing"), here)).toBe(true);
    expect(jumpsWithinPage(link("https://www.example.com/?plan=crm#faq"), here)).toBe(true);
  });

  it("is false for another page, another query, another origin or no fragment", () => {
    expect(jumpsWithinPage(link("/about#team"), here)).toBe(false);
    expect(jumpsWithinPage(link("/?plan=diy#pricing"), here)).toBe(false);
    expect(jumpsWithinPage(link("https://elsewhere.test/?plan=crm#pricing"), here)).toBe(false);
    expect(jumpsWithinPage(link("/?plan=crm"), here)).toBe(false);
  });
});

describe("renderAllSections", () => {
  it("draws every waiting section, and only those", () => {
    const sections = [{ style: {} }, { style: {} }] as unknown as HTMLElement[];
    const root = {
      querySelectorAll: (selector: string) => (selector === "[data-render-on-view]" ? sections : []),
    } as unknown as ParentNode;
    renderAllSections(root);
    expect(sections.map((section) => section.style.contentVisibility)).toEqual(["visible", "visible"]);
  });
});
