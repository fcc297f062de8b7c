import { readdirSync, readFileSync } from "node:fs";
import { seedTestimonials } from "../../../scripts/lib/seed-testimonials.mjs";
import { describe, expect, it } from "vitest";
import { plansByTab } from "~/content/pricing";
import {
  attribution,
  carouselTestimonials,
  fromTestimonialRows,
  withPlanQuotes,
  type TestimonialRow,
} from "./testimonials";

const row = (id: string, change: Partial<TestimonialRow> = {}): TestimonialRow => ({
  id,
  name: "Dana Ruiz",
  role: "Owner",
  company: "Ruiz Family Dental",
  quote: "The audit told us what to fix first.",
  photo_url: null,
  rating: 5,
  source_url: null,
  plan_id: null,
  illustrative: false,
  position: 0,
  created_at: "2026-12-01T00:00:00Z",
  ...change,
});

describe("testimonials as the pages use them", () => {
  it("come in the admin's order, then oldest first, with only the fields a row has", () => {
    const list = fromTestimonialRows([
      row("c", { position: 2 }),
      row("b", { position: 1, created_at: "2026-12-02T00:00:00Z" }),
      row("a", { position: 1, photo_url: "/images/dana.jpg", plan_id: "starter", illustrative: true }),
    ]);
    expect(list.map((t) => t.id)).toEqual(["a", "b", "c"]);
    expect(list[0]).toEqual({
      id: "a",
      name: "Dana Ruiz",
      position: "Owner",
      company: "Ruiz Family Dental",
      content: "The audit told us what to fix first.",
      image: "/images/dana.jpg",
      rating: 5,
      planId: "starter",
      example: true,
    });
    expect(list[1]).not.toHaveProperty("image");
    expect(list[1]).not.toHaveProperty("example");
  });

  it("put a plan's quote on its card alone, and leave the others to the carousel", () => {
    const list = fromTestimonialRows([row("a", { plan_id: "starter" }), row("b", { role: "", company: "" })]);
    const plans = withPlanQuotes(plansByTab.diy, list);
    expect(plans.find((plan) => plan.id === "starter")?.testimonial).toEqual({
      quote: "The audit told us what to fix first.",
      author: "Dana Ruiz, Owner, Ruiz Family Dental",
    });
    expect(plans.filter((plan) => plan.testimonial)).toHaveLength(1);
    expect(withPlanQuotes(plansByTab.diy, [])).toEqual(plansByTab.diy);
    expect(carouselTestimonials(list).map((t) => t.id)).toEqual(["b"]);
    expect(attribution(list[1]!)).toBe("Dana Ruiz");
  });
});

describe("where the words live (ADR 074)", () => {
  const quotes = seedTestimonials();

  it("the local seed's illustrative entries name a role, never a person (ADR 053)", () => {
    expect(quotes.length).toBe(16);
    expect(quotes.every((row) => row.illustrative && row.published)).toBe(true);
    // "Practice owner", "VP of Marketing": a role, not "Dr. Laura Benton".
    for (const { name } of quotes) expect(name, name).toMatch(/^[A-Z][A-Za-z'-]*( [a-zA-Z'-]+)*$/);
    for (const { name } of quotes) expect(name).not.toMatch(/^(Dr|Mr|Mrs|Ms)\b/);
  });

  it("app/content holds none of them: a quote is a record, not code", () => {
    const dir = new URL("../../content/", import.meta.url);
    const content = readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => readFileSync(new URL(file, dir), "utf8"))
      .join("\n");
    for (const { quote } of quotes) expect(content, quote).not.toContain(quote.slice(0, 40));
  });
});
