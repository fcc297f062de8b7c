import { describe, expect, it } from "vitest";
import { comparisonCategories, comparisonColumns, comparisonMark } from "./comparison";

const feature = (name: string) => {
  const found = comparisonCategories.flatMap((c) => c.features).find((f) => f.name === name);
  if (!found) throw new Error(`no feature ${name}`);
  return found;
};

describe("comparison table", () => {
  it("has the columns Feature, Starter, Professional, Enterprise, Hosted Websites", () => {
    expect(comparisonColumns.map((c) => c.label)).toEqual([
      "Feature",
      "Starter",
      "Professional",
      "Enterprise",
      "Hosted Websites",
    ]);
  });

  it("has three categories, each with a name, description and features", () => {
    expect(comparisonCategories).toHaveLength(3);
    for (const category of comparisonCategories) {
      expect(category.name).not.toBe("");
      expect(category.description).not.toBe("");
      expect(category.features.length).toBeGreaterThan(0);
      for (const f of category.features) {
        expect(f.description).not.toBe("");
        expect(Object.keys(f.values).sort()).toEqual(["enterprise", "hosted", "professional", "starter"]);
      }
    }
  });

  it("gives the Hosted Websites column 5 sites, 5 projects and 2 users", () => {
    expect(feature("Sites").values.hosted).toBe("5");
    expect(feature("GSC projects").values.hosted).toBe("5");
    expect(feature("Users").values.hosted).toBe("2");
  });

  it("matches the DIY plans' limits", () => {
    expect(feature("GSC projects").values).toMatchObject({ starter: "5", professional: "15", enterprise: "Unlimited" });
    expect(feature("Automated GBPs").values).toMatchObject({ starter: "3", professional: "10", enterprise: "25" });
    expect(feature("Users").values).toMatchObject({ starter: "2", professional: "5", enterprise: "Unlimited" });
  });
});

describe("comparisonMark", () => {
  it("draws a dash as a cross", () => {
    expect(comparisonMark("-")).toBe("cross");
    expect(comparisonMark(" - ")).toBe("cross");
    expect(comparisonMark("—")).toBe("cross");
  });

  it("draws values beginning with Included as a check", () => {
    expect(comparisonMark("Included")).toBe("check");
    expect(comparisonMark("Included with setup")).toBe("check");
  });

  it("draws values containing access or level as a check", () => {
    expect(comparisonMark("Full access")).toBe("check");
    expect(comparisonMark("Priority level")).toBe("check");
    expect(comparisonMark("Top-Level")).toBe("check");
  });

  it("shows anything else as text", () => {
    expect(comparisonMark("5")).toBe("text");
    expect(comparisonMark("Unlimited")).toBe("text");
    expect(comparisonMark("Not included")).toBe("text");
    expect(comparisonMark("Month-to-month")).toBe("text");
  });

  it("is used across the table: every value is one of the three marks", () => {
    const values = comparisonCategories.flatMap((c) => c.features.flatMap((f) => Object.values(f.values)));
    const marks = new Set(values.map(comparisonMark));
    expect(marks).toEqual(new Set(["check", "cross", "text"]));
  });
});
