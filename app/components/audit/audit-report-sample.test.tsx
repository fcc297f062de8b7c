import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditReportSample } from "~/components/audit/audit-report.markup";
import { homeAuditSection } from "~/components/home/home-markup.server";
import { ServiceVisual } from "~/components/visuals/service-visual.markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { auditSection, keyAuditMetrics } from "~/content/results";
import { renderMarkup } from "~/lib/markup/render.server";
import { CHECK_TEXT } from "~/lib/audit/preview/check-text";
import { CHECK_ORDER } from "~/lib/audit/preview/evaluate";
import { CHECK_WEIGHTS, scoreChecks } from "~/lib/audit/preview/score";
import { sampleAuditReport } from "~/lib/audit/preview/sample-report";

describe("the sample report every sample on the site is drawn from", () => {
  it("speaks the real report's vocabulary: its twenty checks, their labels, reasons and points, its score worked out", () => {
    expect(sampleAuditReport.checks.map((check) => check.id)).toEqual(CHECK_ORDER);
    for (const check of sampleAuditReport.checks) {
      expect([check.id, check.label, check.why, check.weight]).toEqual([
        check.id,
        CHECK_TEXT[check.id].label,
        CHECK_TEXT[check.id].why,
        CHECK_WEIGHTS[check.id],
      ]);
      expect(["pass", "warn", "fail"]).toContain(check.status);
    }
    expect(sampleAuditReport.score).toBe(scoreChecks(sampleAuditReport.checks));
  });

  it("is drawn by the report's own parts, captioned as a sample, saying what the instant check covers", () => {
    const html = renderToStaticMarkup(<AuditReportSample report={sampleAuditReport} />);
    expect(html).toContain(`${copy.scoreLabel}: ${sampleAuditReport.score} ${copy.scoreOutOf}`);
    expect(html).toContain(copy.scope);
    expect(html).toContain(copy.sampleCaption("www.example-plumbing.com"));
    for (const label of ["Indexing", "On-page", "Sharing", "Speed &amp; server", copy.fixLabel, copy.evidenceLabel]) {
      expect(html).toContain(label);
    }
    // None of the old sample's words: a site crawl's counts and severities the preview never gives.
    expect(html).not.toMatch(/Flawless pages|Error|Warning|Notice/);
  });

  it("is the sample on /services/technical-seo, on the audit landing pages and in the home audit section", () => {
    const sample = renderToStaticMarkup(<AuditReportSample report={sampleAuditReport} />);
    expect(renderToStaticMarkup(<ServiceVisual slug="technical-seo" />)).toContain(sample);
    const home = renderMarkup(homeAuditSection(null), new Request("https://www.example.com/"));
    expect(home).toContain(sample);
    // The key metrics stay in the section (the specification's list), named with no invented figures.
    expect(home).toContain(auditSection.metricsTitle);
    for (const metric of keyAuditMetrics) expect(home).toContain(metric.description);
    expect(home).not.toMatch(/Flawless pages|>Slow<|Example report with sample data/);
    const landing = readFileSync(new URL("../pages/audit-landing.markup.tsx", import.meta.url), "utf8");
    expect(landing).toMatch(/<AuditReportSample report=\{sampleAuditReport\} \/>/);
  });
});
