import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script";

describe("inlineScript", () => {
  it("calls the one function with its arguments, as JSON", () => {
    const seen: unknown[] = [];
    const script = inlineScript(
      (word: string, count: number) => void (globalThis as never as { sink: unknown[] }).sink.push(word, count),
      "hi",
      2,
    );
    new Function("globalThis", script)({ sink: seen });
    expect(seen).toEqual(["hi", 2]);
  });

  it("cannot be closed by an argument", () => {
    const script = inlineScript((text: string) => void text, "</script><script>alert(1)</script>");
    expect(script).not.toContain("</script");
    expect(script).toContain("\\u003c/script>");
  });
});
