/**
 * The home sections' stand-in heights cannot go stale (issue 32): they were measured from a
 * fingerprint of the home page's copy, markup and styles, and app/ must still have it.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measuredFrom } from "~/content/home-section-heights";
import { fingerprintOf, heightInputs, homeHeightsFingerprint } from "./lib/home-heights.mjs";

const APP = fileURLToPath(new URL("../app", import.meta.url));

describe("the home sections' stand-in heights", () => {
  it("were measured from the copy, markup and styles app/ has now", () => {
    expect(
      homeHeightsFingerprint(APP),
      "The home page's copy, markup or styles changed since its sections' stand-in heights were measured. " +
        "Run `WRITE_HOME_HEIGHTS=1 npm run test:e2e -- home-render-on-view` and commit app/content/home-section-heights.ts.",
    ).toBe(measuredFrom);
  });

  it("depend on everything the home markup reaches (the kit too), not on other modules or on the heights themselves", () => {
    const graph = new Map(
      Object.entries({
        "components/home/home-markup.server.tsx": ["components/home/a.markup.tsx", "content/home-layout.ts"],
        "components/home/a.markup.tsx": ["content/copy.ts", "lib/helper.ts", "components/ui/button.tsx"],
        "content/copy.ts": ["content/more.ts"],
        "content/more.ts": [],
        "content/home-layout.ts": ["content/home-section-heights.ts"],
        "lib/helper.ts": ["content/reached.ts"],
        "components/ui/button.tsx": [],
        "content/reached.ts": [],
        "components/other/unreached.tsx": ["content/copy.ts"],
      }).map(([file, targets]) => [file, { static: targets, dynamic: [] }]),
    );
    expect(heightInputs(graph)).toEqual([
      "components/home/a.markup.tsx",
      "components/home/home-markup.server.tsx",
      "components/ui/button.tsx",
      "content/copy.ts",
      "content/more.ts",
      "content/reached.ts",
      "lib/helper.ts",
      "styles/site.css",
      "tailwind.css",
    ]);
  });

  it("see a change of one word in one input", () => {
    const files: [string, string][] = [
      ["content/home.ts", 'export const title = "Grow your business";'],
      ["tailwind.css", "@import 'tailwindcss';"],
    ];
    const changed: [string, string][] = [files[0]!, ["tailwind.css", "@import 'tailwindcss'; "]];
    expect(fingerprintOf(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(changed)).not.toBe(fingerprintOf(files));
  });
});
