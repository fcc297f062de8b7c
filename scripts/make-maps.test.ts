import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTPUT, stateMapsModule } from "./make-maps";

describe("the generated state maps (ADR 049)", () => {
  it("are what scripts/make-maps.ts writes from today's offices and regions: run `npm run maps` if not", async () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(await stateMapsModule());
  }, 30_000);
});
