import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** Lints `code` as if it were the file at `filePath`, with the repository's configuration. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the repository's lint rules", () => {
  it("refuse a package that package.json does not declare", async () => {
    // miniflare arrives only through wrangler: importing it directly must fail.
    const ids = await ruleIds(
      'import { Miniflare } from "miniflare";\nexport const m = Miniflare;\n',
      "scripts/fixture.mjs",
    );
    expect(ids).toContain("import-x/no-extraneous-dependencies");
  });

  it("accept a declared one", async () => {
    const ids = await ruleIds('import sharp from "sharp";\nexport const s = sharp;\n', "scripts/fixture.mjs");
    expect(ids).not.toContain("import-x/no-extraneous-dependencies");
  });

  // The fence of server markup (docs/front-end.md, ADR 043).
  const MARKUP_FILE = "app/components/home/fixture.markup.tsx";

  it("refuse an event handler in server markup", async () => {
    const code = 'export function Hello() {\n  return <button type="button" onClick={() => alert(1)}>Hi</button>;\n}\n';
    expect(await ruleIds(code, MARKUP_FILE)).toContain("no-restricted-syntax");
    // The same component outside a markup file is React's to hydrate: allowed.
    expect(await ruleIds(code, "app/components/home/fixture.tsx")).not.toContain("no-restricted-syntax");
  });

  it("refuse state and effect hooks in server markup, React.useState too", async () => {
    const code = [
      'import { useEffect, useState } from "react";',
      'import * as React from "react";',
      "export function Counter() {",
      "  const [n] = useState(0);",
      "  const [m] = React.useState(1);",
      "  useEffect(() => undefined, []);",
      "  return <p>{n + m}</p>;",
      "}",
      "",
    ].join("\n");
    const ids = await ruleIds(code, MARKUP_FILE);
    expect(ids.filter((id) => id === "no-restricted-syntax")).toHaveLength(3);
  });

  it("refuse hooks, on-demand entries and server modules imported by server markup", async () => {
    const code = 'import { useModalDialog } from "~/hooks/use-modal-dialog";\nexport const a = useModalDialog;\n';
    expect(await ruleIds(code, MARKUP_FILE)).toContain("no-restricted-imports");
  });

  it("refuse a markup component in React code the browser runs", async () => {
    const code = 'import { StarRow } from "~/components/ui/star-row.markup";\nexport const a = StarRow;\n';
    expect(await ruleIds(code, "app/components/ui/fixture.tsx")).toContain("no-restricted-imports");
  });

  it("refuse an import that runs up the layers", async () => {
    const fromLib = 'import { Button } from "~/components/ui/button";\nexport const b = Button;\n';
    expect(await ruleIds(fromLib, "app/lib/site/fixture.ts")).toContain("import-x/no-restricted-paths");
    const fromContent = 'import { showToast } from "~/lib/ui/toast";\nexport const t = showToast;\n';
    expect(await ruleIds(fromContent, "app/content/fixture.ts")).toContain("import-x/no-restricted-paths");
    const fromComponent = 'import { loader } from "~/root";\nexport const l = loader;\n';
    expect(await ruleIds(fromComponent, "app/components/ui/fixture.tsx")).toContain("import-x/no-restricted-paths");
    const downward = 'import { showToast } from "~/lib/ui/toast";\nexport const t = showToast;\n';
    expect(await ruleIds(downward, "app/components/ui/fixture.tsx")).not.toContain("import-x/no-restricted-paths");
  });
});
