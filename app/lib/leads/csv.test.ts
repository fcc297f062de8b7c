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

  it("quotes every cell, doubling quotes, so commas and line breaks stay inside", () => {
    expect(csvCell('He said "hi", then left\nLine 2')).toBe('"He said ""hi"", then left\nLine 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvRow(["a", "b,c", null])).toBe('"a","b,c",""\r\n');
  });
});
