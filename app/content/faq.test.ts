import { describe, expect, it } from "vitest";
import { faqs } from "./faq";

const all = faqs.map((f) => `${f.question} ${f.answer}`).join("\n");

describe("FAQ", () => {
  it("has six questions with answers", () => {
    expect(faqs).toHaveLength(6);
    for (const f of faqs) {
      expect(f.question.endsWith("?")).toBe(true);
      expect(f.answer.length).toBeGreaterThan(40);
    }
    expect(new Set(faqs.map((f) => f.question)).size).toBe(6);
  });

  it("quotes the chosen figures: CRM + SEO $149, Professional $249, Done-For-You $997, 30-day trial", () => {
    expect(all).toContain("$149");
    expect(all).not.toContain("$199");
    expect(all).toContain("$249");
    expect(all).not.toContain("$299");
    expect(all).toContain("$997");
    expect(all).toContain("30-day free trial");
    expect(all).not.toMatch(/7-day/i);
    expect(all).toContain("6-month minimum");
  });
});
