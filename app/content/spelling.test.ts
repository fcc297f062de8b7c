import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The site is written in US English (docs/product.md §9.4). British forms that have crept into copy
 * before; a word here fails the test wherever a content module shows it.
 */
const BRITISH =
  /\b(neighbour\w*|programmes?|travell(ers?|ing)|analys(e|ed|es|ing)|authoris\w*|behaviour\w*|licences?|cancell(ed|ing)|centre|colours?|favourite|organis\w*|optimis\w*|prioritis\w*|customis\w*|catalogue|enquir(y|ies)|whilst|grey|labell(ed|ing))\b/i;

const here = dirname(fileURLToPath(import.meta.url));

function strings(value: unknown, out: string[], seen: Set<unknown>): void {
  if (typeof value === "string") out.push(value);
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const v of Object.values(value)) strings(v, out, seen);
}

describe("US spelling", () => {
  it("is used by every content module's copy", async () => {
    const found: string[] = [];
    const files = readdirSync(here).filter(
      (f) => f.endsWith(".ts") && !f.includes(".test.") && !f.includes(".fixture."),
    );
    for (const file of files) {
      const mod: Record<string, unknown> = await import(/* @vite-ignore */ pathToFileURL(join(here, file)).href);
      const texts: string[] = [];
      strings(mod, texts, new Set());
      for (const text of texts) {
        const match = BRITISH.exec(text);
        if (match) found.push(`${file}: "${match[0]}" in "${text.slice(0, 60)}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
