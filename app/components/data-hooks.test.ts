import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REVEAL_HOOKS } from "~/lib/motion/reveal";

// The `data-` hooks shared by server markup and its behaviours (app/lib/markup/data-hooks.ts).
const COMPONENTS = __dirname;

const filesEndingIn = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingIn(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });

/** Every `*_HOOKS` a behaviour exports, by the module's path; the scroll reveal's are lib's. */
async function hookSets(): Promise<Map<string, Record<string, string>>> {
  const sets = new Map<string, Record<string, string>>([["lib/motion/reveal.ts REVEAL_HOOKS", REVEAL_HOOKS]]);
  for (const file of filesEndingIn(COMPONENTS, ".behaviour.ts")) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith("_HOOKS")) sets.set(`${relative(COMPONENTS, file)} ${name}`, value as Record<string, string>);
    }
  }
  return sets;
}

describe("the data hooks of server markup", () => {
  it("are data- names, each exported by one behaviour only", async () => {
    const sets = await hookSets();
    expect(sets.size).toBeGreaterThanOrEqual(9);
    const owners = new Map<string, string[]>();
    for (const [owner, hooks] of sets) {
      for (const name of Object.values(hooks)) {
        expect(name, owner).toMatch(/^data-[a-z]+(-[a-z]+)*$/);
        owners.set(name, [...(owners.get(name) ?? []), owner]);
      }
    }
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect(shared, "a hook exported twice").toEqual([]);
  });

  it("are never written as literal attributes in markup, only spread with hook()", async () => {
    const names = [...(await hookSets()).values()].flatMap((hooks) => Object.values(hooks));
    const literal = filesEndingIn(COMPONENTS, ".markup.tsx").flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return names
        .filter((name) => new RegExp(`\\s${name}(?=[\\s=/>])`).test(text))
        .map((name) => `${relative(COMPONENTS, file)}: ${name}`);
    });
    expect(literal).toEqual([]);
  });
});
