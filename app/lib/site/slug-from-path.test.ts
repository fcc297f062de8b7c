import { describe, expect, it } from "vitest";
import { slugFromPath } from "./slug-from-path";

describe("slugFromPath", () => {
  it("reads the slug of a root-level page", () => {
    expect(slugFromPath(new Request("http://site.test/tampa-seo-services"))).toBe("tampa-seo-services");
    expect(slugFromPath(new Request("http://site.test/florida-seo-audit/?x=1"))).toBe("florida-seo-audit");
  });
});
