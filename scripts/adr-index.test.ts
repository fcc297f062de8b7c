/**
 * The decision records' index tells the truth (docs/decisions/README.md): every record is listed
 * with its own status line, and an amendment is written on both sides ("amends 007 (…)" in the
 * newer record, "amended by 019 (…)" in the older), so nobody reads an amended record as current.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(__dirname, "..", "docs", "decisions");
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000"))
  .map((name) => ({ number: name.slice(0, 3), name, text: readFileSync(join(DIR, name), "utf8") }));
const index = readFileSync(join(DIR, "README.md"), "utf8");

const statusOf = (text: string) => /^- Status: (.+)$/m.exec(text)?.[1]?.trim();

/** The record numbers a clause names: "amended by 042 (…), 043 (…)" → ["042", "043"]. */
function numbersAfter(status: string, word: "amends" | "amended by" | "Superseded by"): string[] {
  const clause = status.split(";").find((part) => part.trim().startsWith(word));
  return clause ? [...clause.replace(/\([^)]*\)/g, "").matchAll(/\b\d{3}\b/g)].map((match) => match[0]) : [];
}

describe("the decision records' index", () => {
  it("lists every record once, in order, with the record's own status line", () => {
    expect(records.length).toBeGreaterThan(40);
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)];
    expect(rows.map((row) => row[2])).toEqual(records.map((record) => record.name));
    for (const [, number, , status] of rows) {
      const record = records.find((candidate) => candidate.number === number);
      expect(status?.trim(), `the index's status of ${number}`).toBe(statusOf(record?.text ?? ""));
    }
  });

  it("gives every record a status of the agreed form", () => {
    for (const record of records) {
      expect(statusOf(record.text), record.name).toMatch(/^(Proposed|Accepted|Superseded by \d{3})(; .+)?$/);
    }
  });

  it("writes every amendment and replacement on both sides", () => {
    const statuses = new Map(records.map((record) => [record.number, statusOf(record.text) ?? ""]));
    const missing: string[] = [];
    for (const [number, status] of statuses) {
      for (const older of numbersAfter(status, "amends")) {
        if (!numbersAfter(statuses.get(older) ?? "", "amended by").includes(number)) {
          missing.push(`${older} does not say "amended by ${number}"`);
        }
      }
      for (const newer of numbersAfter(status, "amended by")) {
        if (!numbersAfter(statuses.get(newer) ?? "", "amends").includes(number)) {
          missing.push(`${newer} does not say "amends ${number}"`);
        }
      }
      for (const newer of numbersAfter(status, "Superseded by")) {
        if (!statuses.has(newer)) missing.push(`${number} is superseded by ${newer}, which does not exist`);
      }
    }
    expect(missing).toEqual([]);
  });
});
