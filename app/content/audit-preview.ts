/**
 * The audit preview's words (docs/product.md §7.1; ADR 046): the report the
 * site makes of a visitor's page, at /audit/preview/{id}, and the page that explains the site's
 * fetcher to the owners of the sites it visits (/audit-bot).
 */

import { auditFormCopy } from "./audit-form";

const TITLE_PREFIX = "SEO audit preview: ";

export const auditPreviewCopy = {
  title: (hostname: string) => `${TITLE_PREFIX}${hostname}`,
  /** The heading's words before the hostname, which the page writes with its own line breaks. */
  titlePrefix: TITLE_PREFIX,
  description: "What our quick check found on this page, with the full audit one click away.",
  eyebrow: "Instant audit preview",
  checking: auditFormCopy.checking,
  ready: (hostname: string) => `The report for ${hostname} is ready below.`,
  checkingDetail: "We are fetching the page and reading it the way a search engine does. This takes a few seconds.",
  scoreLabel: "Preview score",
  scoreOutOf: "out of 100",
  summary: (counts: { pass: number; warn: number; fail: number; skip: number }) =>
    `${counts.pass} passed, ${counts.warn} to improve, ${counts.fail} failed` +
    (counts.skip ? `, ${counts.skip} not checked` : ""),
  /** A page past the HTML pass's limits (ADR 059): no score from part of a page. */
  tooLarge: {
    heading: "Page Too Large to Check Fully",
    text: "This page has more markup than the quick check reads, so its title, headings and tags were not checked and it gets no score. Check a lighter page of the site, or get the full report.",
  },
  checkedAt: "Checked",
  finalUrl: "Final address",
  status: { pass: "Pass", warn: "Improve", fail: "Fail", skip: "Not checked" },
  groups: { fail: "Fix first", warn: "Worth improving", pass: "Already right", skip: "Not checked" },
  /**
   * No page to check (issue 34): one state card, no score. The heading says what happened in plain
   * words; the causes are the likely ones for that answer, most likely first.
   */
  problem: {
    heading: {
      timeout: (host: string, seconds: number) => `We couldn't reach ${host} within ${seconds} seconds`,
      unreachable: (host: string) => `We couldn't reach ${host}`,
      busy: (host: string) => `We have checked ${host} as often as we may this minute`,
      redirect: (url: string) => `${url} redirects somewhere we can't follow`,
      status: (url: string, answer: string) => `${url} answered ${answer}`,
      notHtml: (url: string, type: string) => `${url} is a file (${type}), not a web page`,
      unreadable: (url: string) => `${url} did not answer with a page we could read`,
    },
    lead: "We only score a page we could read, so there is no score for this one.",
    causesTitle: "Likely Causes",
    causes: {
      typo: "A typo in the address: check the spelling and the ending (.com, .net, .org).",
      down: "The site is down or very slow right now.",
      noDomain: "The domain does not point to a website (it is new, parked or expired).",
      botProtection: "Bot protection or a firewall is blocking our checker.",
      moved: "The page has moved or been removed: try the site's home page.",
      serverError: "The site's server had an error while answering.",
      login: "The page needs a login, or the server refuses visitors it does not know.",
      redirectUnsafe: "The address redirects to a private or unsafe address, in a loop, or through too many steps.",
      file: "The address is a file (a PDF, an image or a feed): check a page of the site instead.",
      busy: "We limit how often we check one site. Wait a minute and try again.",
    },
    botLink: "What our checker is, and how to let it in",
    tryAgain: "Try again",
    anotherAddress: "Check another address",
    specialist: "Ask a specialist",
  },
  /**
   * The site's own page the audit's new tab opens on, before the provider's analyser (issue 34 §2):
   * what is happening, in the site's voice, and a link for whoever does not want to wait.
   */
  handoff: {
    title: (hostname: string) => `Preparing the Full Report for ${hostname}…`,
    eyebrow: "Full SEO report",
    text: "The full report crawls your whole site: every page, backlinks, keywords, page speed and local visibility. It is made by SearchAtlas, our audit partner; this tab moves on to it in a moment.",
    continue: "Continue to the full report",
    back: "Back to the instant preview",
  },
  /** The report's header and rows (issue 34 §3). */
  categoriesLabel: "Score by category",
  categoryCount: (passed: number, checked: number) => `${passed} of ${checked} passed`,
  howScored: "How the score is computed",
  howScoredText:
    "Each check carries points, shown on its row, and they add up to 100. A pass earns all of a check's points, Improve half, Fail none. A check we could not make leaves the total, so it neither helps nor hurts. The score is the points earned out of those possible.",
  points: (weight: number) => `${weight} pts`,
  pointsLabel: "Impact",
  fixLabel: "How to fix",
  evidenceLabel: "Evidence",
  noEvidence: "Nothing on the page to show for this check.",
  snippetTitle: "How the Page May Look in Search Results",
  snippetNote: "Cut where search engines cut: about 60 characters of the title and 160 of the description.",
  snippetMissing: "No description: search engines pick a passage of the page instead.",
  scope: "The instant check looks at the page you enter; the full report crawls your site.",
  sidePanel: "Your report",
  sampleCaption: (site: string) => `Sample report of ${site}, a made-up site.`,
  whyLabel: "Why it matters",
  fullReport: "Get the full report",
  fullReportNote: "The full audit covers backlinks, keywords, page speed and local visibility (opens in a new tab).",
  anotherSite: "Audit another site",
  openPage: "Open this report on its own page",
  failed: "We could not finish checking this page. Please run the audit again in a minute.",
  notFound: "This audit preview does not exist or has expired.",
  tooManyViews: "You have opened many audit previews in a short while. Please wait a minute and open this one again.",
  unavailable: "Audit previews are temporarily unavailable. Please try again in a few minutes.",
  /**
   * "Email me this report" (issue 34 §4): the link is sent at once, from the site; the email's words
   * too. A specialist's notes are the other choice (`emailForm`), which makes a lead.
   */
  emailReport: {
    title: "Email Me This Report",
    lead: (days: number) => `We send the link to this report to your inbox now. It stays readable for ${days} days.`,
    submit: "Email me this report",
    pending: "Sending…",
    sent: "Sent. The link to this report is on its way to your inbox; it can take a minute to arrive.",
    unavailable:
      "We couldn't send the email just now. Please try again in a few minutes, or copy this page's address instead.",
    email: {
      subject: (siteName: string) => `Your SEO audit preview from ${siteName}`,
      greeting: "Hello,",
      intro: (siteName: string) => `Here is the link to the instant SEO check you ran on ${siteName}:`,
      open: "Open your audit preview",
      kept: (days: number) => `Anyone with this link can open the report for ${days} days.`,
      fullReport: "The full report crawls your whole site:",
      consultation: "Questions? Book a free 30-minute consultation:",
    },
  },
  emailForm: {
    title: "Have a Specialist Add Notes",
    lead: "An SEO specialist reads your report and emails you what to fix first, within one business day.",
    success:
      "Thank you. An SEO specialist will email you this report, with notes on what to fix first, within one business day.",
    submit: "Ask for a specialist's notes",
    pending: "Sending…",
  },
} as const;
