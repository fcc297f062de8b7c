/**
 * The email "Email me this report" sends (issue 34 §4): the preview's link, how long it is kept,
 * and the way to the full report, in plain words. Pure: the text and the HTML from the facts, the
 * header values checked, so nothing a visitor sent can add a header or a recipient.
 */
import { auditPreviewCopy as copy } from "~/content/audit-preview";

/**
 * What the email says. The audited host is not among it: anyone may audit any name, and the site's
 * sender must not carry a name a stranger chose (a lookalike of a bank) to someone's inbox.
 */
export interface ReportEmailFacts {
  /** The preview's absolute address. */
  previewUrl: string;
  /** The full report's hand-off page, absolute. */
  fullReportUrl: string;
  /** The consultation page, absolute. */
  consultationUrl: string;
  days: number;
  siteName: string;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A header's value with a line break in it would end the header and start another: refused. */
export function headerSafe(value: string, what: string): string {
  if (/[\r\n\0]/.test(value)) throw new Error(`The email's ${what} holds a line break.`);
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function composeReportEmail(facts: ReportEmailFacts): ComposedEmail {
  const words = copy.emailReport.email;
  const subject = headerSafe(words.subject(facts.siteName), "subject");
  const lines = [
    words.greeting,
    words.intro(facts.siteName),
    facts.previewUrl,
    words.kept(facts.days),
    `${words.fullReport} ${facts.fullReportUrl}`,
    `${words.consultation} ${facts.consultationUrl}`,
    facts.siteName,
  ];
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro(facts.siteName))}</p>`,
    `<p>${link(facts.previewUrl, words.open)}</p>`,
    `<p>${escapeHtml(words.kept(facts.days))}</p>`,
    `<p>${escapeHtml(words.fullReport)} ${link(facts.fullReportUrl, facts.fullReportUrl)}</p>`,
    `<p>${escapeHtml(words.consultation)} ${link(facts.consultationUrl, facts.consultationUrl)}</p>`,
    `<p>${escapeHtml(facts.siteName)}</p>`,
  ].join("\n");
  return { subject, text: lines.join("\n\n"), html };
}
