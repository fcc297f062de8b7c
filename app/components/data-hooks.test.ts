import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_REPORT_HOOKS } from "~/lib/audit/audit-report-hooks";
import { FORM_ALERT_HOOKS } from "~/lib/forms/form-alert-hooks";
import { DOCUMENT_HOOKS, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import { REMIX_LINK_HOOKS } from "~/lib/markup/remix-seam";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import { REVEAL_HOOKS } from "~/lib/motion/reveal";
import { TOOLTIP_HOOKS } from "~/lib/motion/tooltip-hooks";
import { DIALOG_HOOKS } from "~/lib/ui/dialogs";
import { TOAST_HOOKS } from "~/lib/ui/toast";

// The `data-` hooks shared by server markup and its behaviours (app/lib/markup/data-hooks.ts).
const COMPONENTS = __dirname;
const APP = join(__dirname, "..");

/** Hooks owned outside the behaviours: by lib modules several layers use, or by a React component. */
const SHARED_HOOKS: [string, Record<string, string>][] = [
  ["lib/motion/reveal.ts REVEAL_HOOKS", REVEAL_HOOKS],
  ["lib/motion/tooltip-hooks.ts TOOLTIP_HOOKS", TOOLTIP_HOOKS],
  ["lib/motion/floating-button-hooks.ts FLOATING_BUTTON_HOOKS", FLOATING_BUTTON_HOOKS],
  ["lib/ui/toast.ts TOAST_HOOKS", TOAST_HOOKS],
  ["lib/ui/dialogs.ts DIALOG_HOOKS", DIALOG_HOOKS],
  ["lib/markup/data-hooks.ts SERVER_MARKUP_HOOKS", SERVER_MARKUP_HOOKS],
  ["lib/markup/remix-seam.ts REMIX_LINK_HOOKS", REMIX_LINK_HOOKS],
  ["lib/markup/data-hooks.ts DOCUMENT_HOOKS", DOCUMENT_HOOKS],
  ["lib/forms/form-alert-hooks.ts FORM_ALERT_HOOKS", FORM_ALERT_HOOKS],
  ["lib/audit/audit-report-hooks.ts AUDIT_REPORT_HOOKS", AUDIT_REPORT_HOOKS],
];

const filesEndingIn = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingIn(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });

/** Source without its comments, which name hooks in prose (`[data-reveal]`). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** Every `*_HOOKS` a behaviour exports, by the module's path, and the shared ones. */
async function hookSets(): Promise<Map<string, Record<string, string>>> {
  const sets = new Map<string, Record<string, string>>(SHARED_HOOKS);
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

  it("are never written as literal attributes, only spread with hook()", async () => {
    const names = [...(await hookSets()).values()].flatMap((hooks) => Object.values(hooks));
    const sources = filesEndingIn(COMPONENTS, ".tsx").filter((file) => !file.endsWith(".test.tsx"));
    const literal = sources.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return names
        .filter((name) => new RegExp(`\\s${name}(?=[\\s=/>])`).test(text))
        .map((name) => `${relative(COMPONENTS, file)}: ${name}`);
    });
    expect(literal).toEqual([]);
  });

  it("are never selected or read by a literal name, only through their enums", () => {
    const sources = [...filesEndingIn(APP, ".ts"), ...filesEndingIn(APP, ".tsx")].filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.endsWith("data-hooks.ts"),
    );
    const literal = sources.flatMap((file) => {
      const code = withoutComments(readFileSync(file, "utf8"));
      const found = [
        ...code.matchAll(/\[data-[a-z-]+/g),
        ...code.matchAll(/(?:has|get|set|remove|toggle)Attribute\(\s*["'`]data-[a-z-]+/g),
      ].map((match) => `${relative(APP, file)}: ${match[0]}`);
      // The places a name must be literal: a Tailwind class, which its scanner reads as written.
      return found.filter(
        (entry) =>
          entry !== `components/audit/audit-preview.markup.tsx: [${AUDIT_REPORT_HOOKS.report}` &&
          entry !== `routes/audit_.preview.$id/route.tsx: [${AUDIT_REPORT_HOOKS.problem}`,
      );
    });
    expect(literal).toEqual([]);
  });

  it("name the audit report's root in the preview's class as the enum does", () => {
    const markup = readFileSync(join(COMPONENTS, "audit/audit-preview.markup.tsx"), "utf8");
    expect(markup).toContain(`_[${AUDIT_REPORT_HOOKS.report}]`);
  });

  it("name the no-page card in the preview route's class as the enum does", () => {
    const route = readFileSync(join(APP, "routes/audit_.preview.$id/route.tsx"), "utf8");
    expect(route).toContain(`[main:has([${AUDIT_REPORT_HOOKS.problem}])_&]:hidden`);
  });
});
