import { describe, expect, it } from "vitest";
import { CHECK_CATEGORIES, CHECK_GUIDE } from "./check-guide";
import { CHECK_ORDER } from "./evaluate";

describe("every check's guide", () => {
  it("has a category, how to fix it and what its evidence shows (listing any check without)", () => {
    const categories = new Set(CHECK_CATEGORIES.map((category) => category.id));
    const lacking = CHECK_ORDER.filter((id) => {
      const guide = CHECK_GUIDE[id] as (typeof CHECK_GUIDE)[typeof id] | undefined;
      return !guide || !categories.has(guide.category) || guide.fix.trim().length < 20 || !guide.evidence.trim();
    });
    expect(lacking).toEqual([]);
    expect(Object.keys(CHECK_GUIDE).sort()).toEqual([...CHECK_ORDER].sort());
  });

  it("puts at least one check in every category, so no meter is empty", () => {
    for (const { id } of CHECK_CATEGORIES) {
      expect(CHECK_ORDER.filter((check) => CHECK_GUIDE[check].category === id).length, id).toBeGreaterThan(0);
    }
  });
});
