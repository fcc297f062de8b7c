import { describe, expect, it } from "vitest";
import { bindFields } from "./bind-fields";

describe("bindFields", () => {
  const bind = bindFields<"name" | "rating" | "quote">({ name: "Ana <b>", quote: "" }, { name: "Too long" });

  it("gives a field its name, the value sent back and its error", () => {
    expect(bind("name")).toEqual({ name: "name", defaultValue: "Ana <b>", error: "Too long" });
  });

  it("falls back only where nothing was sent back: an emptied field stays empty", () => {
    expect(bind("rating", "5")).toEqual({ name: "rating", defaultValue: "5", error: undefined });
    expect(bind("quote", "fallback")).toEqual({ name: "quote", defaultValue: "", error: undefined });
  });
});
