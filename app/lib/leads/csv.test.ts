import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell("+1 813 555 0100")).toBe('"\'+1 813 555 0100"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\t=1")).toBe('"\'\t=1"');
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("neutralises a formula behind invisible characters and in full-width signs", () => {
    for (const cell of [
      "\u200B=HYPERLINK(1)",
      "\uFEFF+1",
      "\u200D\u200C-2",
      " =1",
      "\uFF1D1+1",
      "\uFF0B1",
      "\uFF0D1",
      "\uFF20SUM(1)",
    ]) {
      expect(csvCell(cell), JSON.stringify(cell)).toBe(`"'${cell}"`);
    }
    expect(csvCell("a\u200B=1")).toBe('"a\u200B=1"');
  });

  it("quotes every cell, doubling quotes, so commas and line breaks stay inside", () => {
    expect(csvCell('He said "hi", then left\nLine 2')).toBe('"He said ""hi"", then left\nLine 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvRow(["a", "b,c", null])).toBe('"a","b,c",""\r\n');
  });
});
