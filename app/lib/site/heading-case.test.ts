import { describe, expect, it } from "vitest";
import { headingCase, isHeadingCase } from "./heading-case";

describe("headingCase", () => {
  it("capitalises every word but the small ones inside the heading", () => {
    expect(headingCase("what our clients say")).toBe("What Our Clients Say");
    expect(headingCase("real results from real fixes")).toBe("Real Results from Real Fixes");
    expect(headingCase("Book Demo For Pricing")).toBe("Book Demo for Pricing");
    expect(headingCase("Try the DIY Platform free for 30 days")).toBe("Try the DIY Platform Free for 30 Days");
  });

  it("keeps the specification's own headings as written", () => {
    for (const heading of [
      "Activate SEO in Your CRM",
      "Book Demo for Pricing",
      "Done-For-You Quote",
      "Explore Our Solutions",
      "Lead Attribution and Automated Workflows",
      "Return to Home",
      "Get Access Now",
    ]) {
      expect(isHeadingCase(heading), heading).toBe(true);
    }
  });

  it("capitalises a small word that opens or closes the heading or follows a colon, dash or question", () => {
    expect(headingCase("the SEO dashboard, inside your CRM")).toBe("The SEO Dashboard, Inside Your CRM");
    expect(headingCase("industries we build for")).toBe("Industries We Build For");
    expect(headingCase("step 2: the challenge")).toBe("Step 2: The Challenge");
    expect(headingCase("pricing — a plan for every size")).toBe("Pricing — A Plan for Every Size");
    expect(headingCase("ready? the audit is free")).toBe("Ready? The Audit Is Free");
  });

  it("capitalises the small word of a phrasal verb", () => {
    expect(headingCase("sign in to your CRM")).toBe("Sign In to Your CRM");
    expect(headingCase("turn on SEO inside your CRM")).toBe("Turn On SEO Inside Your CRM");
    expect(headingCase("get found by the customers nearby")).toBe("Get Found by the Customers Nearby");
  });

  it("capitalises every part of a hyphenated compound, with either hyphen", () => {
    expect(headingCase("done-for-you services")).toBe("Done-For-You Services");
    expect(headingCase("book your free 30-minute strategy session")).toBe("Book Your Free 30-Minute Strategy Session");
    expect(headingCase("free 30\u2011minute session")).toBe("Free 30\u2011Minute Session");
    expect(headingCase("third-party services")).toBe("Third-Party Services");
  });

  it("keeps brand and product names, figures and addresses as written", () => {
    expect(headingCase("connect WordPress and HubSpot to the CRM")).toBe("Connect WordPress and HubSpot to the CRM");
    expect(headingCase("iOS and eBay listings")).toBe("iOS and eBay Listings");
    expect(headingCase("history of example.com")).toBe("History of example.com");
    expect(headingCase("support 24/7 from $497/mo")).toBe("Support 24/7 from $497/mo");
    expect(headingCase("Site health 32% → 94%")).toBe("Site Health 32% → 94%");
  });

  it("changes only a word's first letter, past an opening quote or bracket", () => {
    expect(headingCase("let's build McDonald's site")).toBe("Let's Build McDonald's Site");
    expect(headingCase('the "local pack" (explained)')).toBe('The "Local Pack" (Explained)');
  });

  it("refuses a heading in sentence case, or with a small word capitalised", () => {
    expect(isHeadingCase("Areas we serve around Tampa")).toBe(false);
    expect(isHeadingCase("Frequently asked questions")).toBe(false);
    expect(isHeadingCase("Grow With Our Partner Program")).toBe(false);
    expect(isHeadingCase("Done-for-You Quote")).toBe(false);
    expect(isHeadingCase("Areas We Serve Around Tampa")).toBe(true);
  });
});
