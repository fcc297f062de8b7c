import { describe, expect, it } from "vitest";
import { hideIfDismissedScript } from "./promo-banner.behaviour";

/** Runs the inline script's text as the page would, against stand-ins for the globals it reads. */
function run(stored: string | null, storageBlocked = false) {
  const banner = { hidden: false };
  const localStorage = {
    getItem: () => {
      if (storageBlocked) throw new Error("SecurityError");
      return stored;
    },
  };
  const document = { querySelector: (selector: string) => (selector === "[data-promo-banner]" ? banner : null) };
  new Function("localStorage", "document", hideIfDismissedScript())(localStorage, document);
  return banner.hidden;
}

describe("the promo banner's inline script", () => {
  it("hides a banner dismissed on an earlier visit, before it is ever shown", () => {
    expect(run("1")).toBe(true);
  });

  it("leaves it showing when it was never dismissed, or storage is blocked", () => {
    expect(run(null)).toBe(false);
    expect(run("1", true)).toBe(false);
  });
});
