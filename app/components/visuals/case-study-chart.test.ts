import { describe, expect, it } from "vitest";
import { publishedFigures } from "~/lib/proof/records.fixture";
import { figureChart, figureValue } from "./case-study-chart.markup";

const proof = { client: "Bayshore Animal Clinic", figures: publishedFigures, example: false };

describe("a case study's figures as drawn (ADR 078)", () => {
  it("write a percentage as before → after, unbroken after the arrow, and a number by its change", () => {
    expect(publishedFigures.map(figureValue)).toEqual(["41% →\u00a088%", "+210%"]);
  });

  it("chart every figure, and call them illustrations only when they are", () => {
    expect(figureChart(proof).series).toEqual(publishedFigures);
    expect(figureChart(proof).caption).not.toContain("Illustrative");
    expect(figureChart({ ...proof, example: true }).caption).toMatch(/^Illustrative example\. /);
  });
});
