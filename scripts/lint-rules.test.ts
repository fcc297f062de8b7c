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
});
