import { readdirSync, readFileSync } from "node:fs";
import { seedCaseStudyFigures } from "../../../scripts/lib/seed-testimonials.mjs";
import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { parseForm } from "../forms/parse";
import { caseStudyFigureRow, caseStudyFigureSchema } from "./case-study-figure-schema";
import { caseStudyProof, fromCaseStudyFigureRows, type CaseStudyFigureRow } from "./case-study-figures";

const row = (id: string, change: Partial<CaseStudyFigureRow> = {}): CaseStudyFigureRow => ({
  id,
  case_study: "veterinary-practice-tampa-growth",
  client_name: "Bayshore Animal Clinic",
  label: "Site health",
  unit: "percent",
  before: 41,
  after: 88,
  illustrative: false,
  position: 0,
  created_at: "2026-12-03T12:00:00Z",
  ...change,
});

describe("case study figures as the pages use them (ADR 078)", () => {
  it("keep the admin's order, scale a chart to its figures, and give a study its first figure's client", () => {
    const figures = fromCaseStudyFigureRows([
      row("b", {
        position: 20,
        label: "Organic traffic",
        unit: "index",
        before: 100,
        after: 310,
        client_name: "Later",
      }),
      row("a", { position: 10 }),
      row("c", { case_study: "another-study" }),
    ]);
    expect(figures.map((figure) => [figure.id, figure.max])).toEqual([
      ["c", 100],
      ["a", 100],
      ["b", 400],
    ]);
    const proof = caseStudyProof(figures, "veterinary-practice-tampa-growth");
    expect(proof).toMatchObject({ client: "Bayshore Animal Clinic", example: false });
    expect(proof!.figures.map((figure) => figure.id)).toEqual(["a", "b"]);
  });

  it("give a study with none published nothing to show", () => {
    expect(caseStudyProof([], "veterinary-practice-tampa-growth")).toBeNull();
  });

  it("say so when every figure is the team's illustration", () => {
    const proof = caseStudyProof(fromCaseStudyFigureRows([row("a", { illustrative: true })]), row("a").case_study);
    expect(proof!.example).toBe(true);
  });
});

describe("the figure form", () => {
  const form = (change: Record<string, string> = {}) => {
    const data = new FormData();
    const fields = {
      caseStudy: "veterinary-practice-tampa-growth",
      clientName: "Bayshore Animal Clinic",
      label: "Site health",
      unit: "percent",
      before: "41",
      after: "88",
      consentDate: "2026-11-30",
      position: "10",
      published: "on",
      ...change,
    };
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const errorsOf = (change: Record<string, string>, illustrative = false) => {
    const parsed = parseForm(caseStudyFigureSchema({ illustrative }), form(change));
    return parsed.ok ? {} : parsed.errors;
  };

  it("stores a valid figure as the table's row", () => {
    const parsed = parseForm(caseStudyFigureSchema({ illustrative: false }), form());
    expect(parsed.ok && caseStudyFigureRow(parsed.data)).toEqual({
      case_study: "veterinary-practice-tampa-growth",
      client_name: "Bayshore Animal Clinic",
      label: "Site health",
      unit: "percent",
      before: 41,
      after: 88,
      consent_date: "2026-11-30",
      position: 10,
      published: true,
    });
  });

  it.each([
    ["an unknown case study", { caseStudy: "made-up" }, "caseStudy"],
    ["no client", { clientName: " " }, "clientName"],
    ["no measure", { label: "" }, "label"],
    ["a percentage over 100", { after: "101" }, "after"],
    ["a number that starts at 0", { unit: "index", before: "0" }, "before"],
    ["a fraction", { before: "4.5" }, "before"],
    ["an unknown kind", { unit: "dollars" }, "unit"],
    ["publishing without consent", { consentDate: "" }, "consentDate"],
    ["a consent date in the future", { consentDate: "2999-01-01" }, "consentDate"],
  ])("refuses %s", (_label, change, field) => {
    expect(Object.keys(errorsOf(change))).toEqual([field]);
  });

  it("lets a seeded illustration stay published without a consent date", () => {
    expect(errorsOf({ consentDate: "" }, true)).toEqual({});
  });
});

describe("where the figures live (ADR 078)", () => {
  it("the local seed's figures are illustrations, of a kind of business, for a case study that exists", () => {
    const figures = seedCaseStudyFigures();
    expect(figures.map((figure) => [figure.label, figure.before, figure.after])).toEqual([
      ["Site health", 32, 94],
      ["Organic traffic", 100, 375],
    ]);
    const slugs = caseStudies.map((study) => study.slug);
    for (const figure of figures) {
      expect(figure.illustrative && figure.published).toBe(true);
      expect(slugs).toContain(figure.case_study);
      expect(figure.client_name).toMatch(/^A /);
    }
  });

  it("app/content holds no case study figure and no client name", () => {
    const dir = new URL("../../content/", import.meta.url);
    const content = readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".fixture.ts"))
      .map((file) => readFileSync(new URL(file, dir), "utf8"))
      .join("\n");
    expect(content).not.toMatch(/\b275\s*%|organicTrafficIncrease|resultsClaims/);
    for (const figure of seedCaseStudyFigures()) expect(content).not.toContain(figure.client_name);
  });
});
