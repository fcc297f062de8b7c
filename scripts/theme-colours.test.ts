/**
 * A colour scheme changes colours and nothing else: the browser tests scan a page's second scheme
 * with axe's colour rules only (tests/e2e/support/axe.ts), which is sound only while the dark
 * theme cannot hide, show, move or resize anything. It lives in app/tailwind.css as `light-dark()`
 * tokens behind one `dark` variant; these checks keep it there.
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const files = (pattern: string) => globSync(pattern, { cwd: ROOT }).filter((file) => !/\.test\.tsx?$/.test(file));

/** Utilities that set a colour (Tailwind's colour families), and the text sizes and layouts `text-` also names. */
const COLOUR_UTILITY =
  /^(bg|text|ring|ring-offset|border|fill|stroke|from|via|to|shadow|outline|decoration|placeholder|divide|accent|caret)-/;
const TEXT_NOT_COLOUR =
  /^text-(xs|sm|base|lg|\d?xl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;

describe("the colour schemes", () => {
  it("are chosen in one place: the stylesheet's dark variant", () => {
    const uses = files("app/**/*.css").flatMap((file) =>
      [...read(file).matchAll(/prefers-color-scheme/g)].map(() => file),
    );
    expect(uses).toEqual(["app/tailwind.css"]);
  });

  it("differ in colours only: every dark: utility sets a colour", () => {
    const notColours = files("app/**/*.{ts,tsx}").flatMap((file) =>
      [...read(file).matchAll(/(?<![\w-])dark:([\w[\]#/.-]+)/g)]
        .map((match) => match[1]!)
        .filter((utility) => !COLOUR_UTILITY.test(utility) || TEXT_NOT_COLOUR.test(utility))
        .map((utility) => `${file}: dark:${utility}`),
    );
    expect(notColours).toEqual([]);
  });

  it("switch with color-scheme and nothing else where the home page forces dark", () => {
    const block = /\n\s*\.dark\s*\{([^}]*)\}/.exec(read("app/tailwind.css"))?.[1] ?? "";
    expect(block.trim()).toBe("color-scheme: dark;");
  });
});
