/**
 * What the report says beside each check's finding (issue 34 §3): the category it counts in (the
 * report's four meters), how to fix it, and what its evidence shows. Fixed words, by check id, so
 * every report, stored before this or after, gets them. Pure, safe in the browser.
 */
import type { CheckId } from "./report";

export type CheckCategory = "indexing" | "on-page" | "sharing" | "speed";

/** The meters' names, in the order the report shows them. */
export const CHECK_CATEGORIES: { id: CheckCategory; label: string }[] = [
  { id: "indexing", label: "Indexing" },
  { id: "on-page", label: "On-page" },
  { id: "sharing", label: "Sharing" },
  { id: "speed", label: "Speed & server" },
];

export interface CheckGuide {
  category: CheckCategory;
  /** What to do about it, in one or two plain sentences. */
  fix: string;
  /** What the check's evidence lists (the report's own items follow it). */
  evidence: string;
}

export const CHECK_GUIDE: Record<CheckId, CheckGuide> = {
  status: {
    category: "indexing",
    fix: "Make the address answer 200 OK: fix the server error, bring back the page or redirect it once (301) to its new address, and link to the live address.",
    evidence: "The status the page answered",
  },
  "content-type": {
    category: "indexing",
    fix: 'Send the page with the header Content-Type: text/html; charset=utf-8, and put <meta charset="utf-8"> first in its head.',
    evidence: "The content type the server sent",
  },
  redirects: {
    category: "indexing",
    fix: "Link straight to the final address, and make each old address redirect once (301) to it rather than through a chain.",
    evidence: "Each address on the way, with its answer",
  },
  https: {
    category: "speed",
    fix: "Install a TLS certificate (most hosts give one free) and redirect every http:// address to its https:// twin with a 301.",
    evidence: "The address the page was read at",
  },
  speed: {
    category: "speed",
    fix: "Cache pages on the server or a CDN, move off overloaded hosting, and trim slow plugins or database work, so the first byte comes within 600 ms.",
    evidence: "The times measured from our checker",
  },
  size: {
    category: "speed",
    fix: "Turn on gzip or Brotli compression on the server, and move large inline scripts, styles and data out of the HTML.",
    evidence: "What the page weighed, and how it travelled",
  },
  title: {
    category: "on-page",
    fix: "Write one <title> of 30–60 characters, unique to the page, that names its topic first and your brand last.",
    evidence: "The title tags on the page",
  },
  description: {
    category: "on-page",
    fix: 'Write one <meta name="description"> of 70–160 characters that says what the page offers and why to click.',
    evidence: "The meta descriptions on the page",
  },
  h1: {
    category: "on-page",
    fix: "Give the page exactly one <h1> that says what it is about, in your visitors' words.",
    evidence: "The h1 headings on the page",
  },
  canonical: {
    category: "indexing",
    fix: 'Add one <link rel="canonical"> to the head with the page\'s own full https address.',
    evidence: "The canonical links on the page",
  },
  "robots-meta": {
    category: "indexing",
    fix: "Take noindex and nofollow off every page that should be found, in the robots meta tag and the X-Robots-Tag header alike.",
    evidence: "The indexing rules the page and its headers give",
  },
  lang: {
    category: "on-page",
    fix: 'Name the page\'s language on its html element, for example <html lang="en">.',
    evidence: "The language the page declares",
  },
  viewport: {
    category: "on-page",
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
    evidence: "The viewport tag on the page",
  },
  social: {
    category: "sharing",
    fix: "Add og:title, og:description and og:image (1200 × 630 pixels) and twitter:card, so a shared link shows a card.",
    evidence: "The sharing tags on the page",
  },
  "json-ld": {
    category: "sharing",
    fix: "Describe the business or page in JSON-LD (LocalBusiness or Organization, with its name, address and phone), then test it with Google's Rich Results Test.",
    evidence: "The structured data types on the page",
  },
  "image-alt": {
    category: "on-page",
    fix: 'Give every image that carries meaning an alt text that says what it shows; mark decorative ones alt="".',
    evidence: "Images without an alt attribute",
  },
  links: {
    category: "on-page",
    fix: "Link from this page to your key pages with link text that says where each goes.",
    evidence: "The links the page holds",
  },
  "robots-txt": {
    category: "indexing",
    fix: "Serve /robots.txt as plain text that answers 200, allows the pages you want found, and names your sitemap.",
    evidence: "The robots.txt file",
  },
  sitemap: {
    category: "indexing",
    fix: "Publish an XML sitemap of the pages you want found, name it in robots.txt, and submit it in Google Search Console.",
    evidence: "The sitemap file",
  },
  favicon: {
    category: "sharing",
    fix: 'Add an icon of 48 × 48 pixels or more (PNG, ICO or SVG) and name it with <link rel="icon">.',
    evidence: "The icon the site gives",
  },
};
