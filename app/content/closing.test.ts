import { describe, expect, it } from "vitest";
import { closingBand, defaultClosing } from "./closing";

const quote = { label: "Get Custom Quote", href: "/contact?service=local-seo" };

describe("closingBand", () => {
  it("closes a page without copy of its own on the default band, its call to action second", () => {
    expect(closingBand(undefined, quote)).toEqual({ ...defaultClosing, secondary: quote });
    expect(closingBand(undefined, undefined)).toEqual(defaultClosing);
  });

  it("lets the page's call to action lead its own copy, followed by the free audit", () => {
    const band = closingBand({ title: "Get found nearby", text: "A line." }, quote);
    expect(band).toEqual({
      title: "Get found nearby",
      text: "A line.",
      primary: quote,
      secondary: defaultClosing.primary,
    });
  });

  it("closes a page with its own copy but no call to action on the audit, then Contact Us", () => {
    expect(closingBand({ title: "T", text: "L" }, undefined)).toMatchObject({
      primary: defaultClosing.primary,
      secondary: defaultClosing.secondary,
    });
  });

  it("takes the page's own second action", () => {
    const consult = { label: "Book Consultation", href: "/book-demo" };
    expect(closingBand({ title: "T", text: "L", secondary: consult }, quote).secondary).toEqual(consult);
  });

  it("drops a second action that repeats the first", () => {
    expect(closingBand(undefined, defaultClosing.primary).secondary).toBeUndefined();
    const sameLabel = { label: "Contact Us", href: "/contact?service=enterprise" };
    expect(closingBand({ title: "T", text: "L", secondary: defaultClosing.secondary }, sameLabel).secondary).toBe(
      undefined,
    );
  });
});
