/**
 * One client form path per audience (docs/front-end.md, "Forms"; issue 32): public and auth forms
 * are server markup sent through ServerForm; the signed-in area's forms are Remix forms whose
 * replies FormReplyAlerts shows; a fetcher only where a form must not navigate, through
 * useInPlaceForm. This reads app/ and names any file that takes another way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(APP).map((path) => ({
  path: relative(APP, path).split("\\").join("/"),
  text: readFileSync(path, "utf8"),
}));

/** The files whose text matches, but for the ones allowed to. */
const takers = (pattern: RegExp, allowed: (path: string) => boolean) =>
  files.filter(({ path, text }) => pattern.test(text) && !allowed(path)).map(({ path }) => path);

describe("one form path per audience", () => {
  it("finds what it looks for (the reader is not blind)", () => {
    expect(takers(/\buseFetcher\b/, () => false)).toEqual(["hooks/use-in-place-form.ts"]);
    expect(takers(/<FormAlert\b[^>]*\bfocusKey=/, () => false)).toContain("components/forms/form-reply-alerts.tsx");
    expect(takers(/<FormAlert\b[^>]*>\s*\{\s*\w*[Rr]eply\??\.(formError|notice|error)\b/, () => false)).toContain(
      "components/forms/form-reply-alerts.tsx",
    );
  });

  it("a fetcher only through useInPlaceForm", () => {
    expect(takers(/\buseFetcher\b/, (path) => path === "hooks/use-in-place-form.ts")).toEqual([]);
  });

  it("a hydrated form's reply only through FormReplyAlerts (server markup forms carry their own)", () => {
    const allowed = (path: string) => path === "components/forms/form-reply-alerts.tsx" || path.endsWith(".markup.tsx");
    // An alert that takes focus for a reply, or one that prints a reply's message.
    expect(takers(/<FormAlert\b[^>]*\bfocusKey=/, allowed)).toEqual([]);
    expect(takers(/<FormAlert\b[^>]*>\s*\{\s*\w*[Rr]eply\??\.(formError|notice|error)\b/, allowed)).toEqual([]);
  });

  it("no Remix data URL written by hand (the seam names it, remix-seam.ts)", () => {
    expect(takers(/[?&]_data=/, (path) => path === "lib/markup/remix-seam.ts")).toEqual([]);
  });
});
