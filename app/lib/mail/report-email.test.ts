import { describe, expect, it } from "vitest";
import { composeReportEmail, headerSafe } from "./report-email";

const facts = {
  previewUrl: "https://www.rankwell.co/audit/preview/0f0e0d0c-0b0a-4909-8807-060504030201",
  fullReportUrl: "https://www.rankwell.co/audit/preview/0f0e0d0c-0b0a-4909-8807-060504030201/full-report",
  consultationUrl: "https://www.rankwell.co/book-demo",
  days: 7,
  siteName: "Rankwell",
};

describe("composeReportEmail", () => {
  it("carries the preview's link first, how long it is kept, and the way to the full report", () => {
    const email = composeReportEmail(facts);
    expect(email.subject).toBe("Your SEO audit preview from Rankwell");
    expect(/https?:\/\/\S+/.exec(email.text)?.[0]).toBe(facts.previewUrl);
    expect(email.text).toContain("for 7 days");
    expect(email.text).toContain(facts.fullReportUrl);
    expect(email.html).toContain(`<a href="${facts.previewUrl}">Open your audit preview</a>`);
  });

  it("names no audited host: a stranger may audit a lookalike of anyone's name", () => {
    const email = composeReportEmail({ ...facts, previewUrl: "https://www.rankwell.co/audit/preview/x" });
    expect(`${email.subject} ${email.text} ${email.html}`).not.toMatch(/example\.com/);
  });

  it("escapes what it writes into the HTML", () => {
    const email = composeReportEmail({ ...facts, previewUrl: 'https://x.test/?a="><script>' });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&quot;&gt;&lt;script&gt;");
  });
});

describe("headerSafe", () => {
  it("refuses a value that would end its header and start another", () => {
    for (const value of ["a@example.com\r\nBcc: b@example.com", "a@example.com\nBcc: b", "x\0y", "Subject\r"]) {
      expect(() => headerSafe(value, "recipient")).toThrow(/line break/);
    }
    expect(headerSafe("Rankwell Reports", "sender's name")).toBe("Rankwell Reports");
  });

  it("holds the sender's name from the settings too", () => {
    expect(() => headerSafe("Rankwell\r\nBcc: b@example.com", "sender's name")).toThrow(/line break/);
  });
});
