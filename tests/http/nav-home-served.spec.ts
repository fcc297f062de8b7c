/**
 * The home page as the server sends it, which is the page without JavaScript (issue 12,
 * docs/product.md §4): complete and still. What moves with JavaScript is in
 * tests/e2e/home-motion.spec.ts.
 */
import { hero } from "~/content/hero";
import { byRole, byText } from "./support/a11y";
import { expect, hrefs, isRendered, served, test, textOf } from "./support/test";

const [FIRST_PHRASE] = hero.rotatingWords;

/** Buttons named so (the whole name), those served hidden for a script to show too. */
const buttonsNamed = (document: Document, name: string) =>
  byRole(document, "button", { name, exact: true, includeHidden: true });

test("first phrase, printed figures, banner, every testimonial; no furniture", async ({ request }) => {
  const { status, document } = await served(request, "/");
  expect(status).toBe(200);

  const headings = document.querySelectorAll("h1");
  expect(headings, "one h1").toHaveLength(1);
  expect(textOf(headings[0]), "the headline with its first phrase").toBe(`Boost Your ${FIRST_PHRASE}`);

  const counters = [...document.querySelectorAll("[data-counter]")];
  expect(counters.length, "counters").toBeGreaterThan(0);
  expect(textOf(counters[0]), "the first counter prints a figure").toMatch(/\d/);
  for (const counter of counters) {
    expect(counter.textContent, "each counter prints its figure").toBe(counter.getAttribute("data-value"));
  }

  const banners = document.querySelectorAll('aside[aria-label="Announcement"]');
  expect(banners, "the announcement banner").toHaveLength(1);
  expect(isRendered(banners[0]!), "the banner is shown").toBe(true);
  // Its close button is served hidden: only the banner's script shows it.
  const dismiss = buttonsNamed(document, "Dismiss banner");
  expect(dismiss).toHaveLength(1);
  expect(isRendered(dismiss[0]!), "Dismiss banner is not offered").toBe(false);

  const testimonials = document.querySelector("#testimonials")!;
  expect(testimonials.querySelectorAll("li[id^=testimonial-]"), "every testimonial").toHaveLength(6);
  // Written by the team until the company has consented quotes: each says so, no stars (ADR 053).
  expect(byText(testimonials, "Illustrative example", { exact: true })).toHaveLength(6);
  // The carousel's arrows keep their place but are invisible (the `invisible` utility,
  // visibility: hidden) until its script shows them; the browser test checks it before first use.
  const next = buttonsNamed(document, "Next testimonial");
  expect(next).toHaveLength(1);
  expect(next[0]!.classList.contains("invisible"), "Next testimonial is served invisible").toBe(true);

  expect(document.querySelectorAll("[data-revealed]"), "nothing waits to be revealed").toHaveLength(0);
  expect(document.querySelectorAll("[data-floating-button]"), "no floating button").toHaveLength(0);
});

test("the testimonial dots are links to each card", async ({ request }) => {
  const { document } = await served(request, "/");
  const navs = document.querySelectorAll('nav[aria-label="Choose a testimonial"]');
  expect(navs).toHaveLength(1);
  const dots = [...navs[0]!.querySelectorAll("a[href]")];
  expect(hrefs(dots)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `#testimonial-${n}`));
  // Each leads to its card, as the third did when clicked without JavaScript.
  for (const dot of dots) {
    const target = document.getElementById(dot.getAttribute("href")!.slice(1));
    expect(target?.closest("#testimonials"), `${dot.getAttribute("href")} is a card`).not.toBeNull();
  }
});
