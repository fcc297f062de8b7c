/**
 * Copy of the account and admin pages: each page's header and empty state. The empty states say
 * what a page will hold and what is true today; they never show made-up data.
 */
import type { Cta, IconName } from "./types";

/** A page with nothing to list yet: what will be here, and the one useful thing to do now. */
export interface EmptyStateCopy {
  icon: IconName;
  title: string;
  text: string;
  action?: Cta;
  secondary?: Cta;
}

export interface AccountPageCopy {
  title: string;
  description: string;
  empty?: EmptyStateCopy;
}

const runAudit: Cta = { label: "Run a free audit", href: "/audit" };

export const dashboardPage: AccountPageCopy = {
  title: "Dashboard",
  description: "The websites you track, with their latest audits.",
  empty: {
    icon: "layers",
    title: "No Projects Yet",
    text: "A project is a website you track: add one below with its name and address, then audit it from its page. Audits you start from a project are kept with it.",
    action: runAudit,
    secondary: { label: "Talk to a specialist", href: "/book-demo" },
  },
};

/** The dashboard's project cards and its add form. */
export const dashboardCopy = {
  projectsHeading: "Your Projects",
  count: (total: number) => `${total} ${total === 1 ? "Project" : "Projects"}`,
  recentAudits: "Recent Audits",
  noAudits: "Not audited yet.",
  latestCheck: "Latest scheduled check",
  checkFailed: "Could not be checked",
  fell: "Got worse",
  watchedNoCheck: (daily: boolean) => `Watched ${daily ? "daily" : "weekly"}: first check within the hour.`,
  // No report yet, or one with no score (a page too large to check fully).
  noScore: "No score",
  addHeading: "Add a Project",
  addText: "The website's name as you call it, and its address.",
  name: "Project name",
  url: "Website",
  urlHint: "Like example.com or https://example.com",
  add: "Add project",
  adding: "Adding…",
} as const;

export const profilePage: AccountPageCopy = {
  title: "Profile",
  description: "The details of your Rankwell account.",
};

/** The project page (/project/{id}). */
export const projectPage = {
  back: { label: "Dashboard", href: "/dashboard" },
  audit: (url: string) => `Audit ${url}`,
  auditNote: "Opens the audit in a new tab and keeps it with this project.",
  auditsHeading: "Recent Audits",
  auditsCaption: "Recent audits of this project, newest first",
  columns: { url: "Address audited", score: "Score", requested: "Requested" },
  // No report yet, or one with no score (a page too large to check fully).
  noScore: "No score",
  empty: {
    icon: "line-chart",
    title: "Not Audited Yet",
    text: "Start an audit from this page: it opens in a new tab and is listed here with its date.",
  },
  renameHeading: "Rename",
  renameText: "The name is yours alone; the address stays as it is.",
  name: "Project name",
  rename: "Save name",
  renaming: "Saving…",
  watchHeading: "Watch This Site",
  watchText:
    "We re-check the site with the free audit's checks and tell you here what got worse or better. Up to 5 projects.",
  watchLabel: "Check this site",
  watchOptions: [
    { value: "off", label: "Not watched" },
    { value: "weekly", label: "Every week" },
    { value: "daily", label: "Every day" },
  ],
  watchSave: "Save",
  watchSaving: "Saving…",
  checksHeading: "Scheduled Checks",
  checksCaption: "Scheduled checks of this site, newest first",
  checksColumns: { checked: "Checked", score: "Score", result: "What changed" },
  chartTitle: "Score Over Time",
  chartSummary: (count: number, first: number, last: number) =>
    count === 1 ? `One check so far, scoring ${last}.` : `${count} checks, from ${first} to ${last}.`,
  chartTable: "Show the scores as a table",
  chartDay: "Checked",
  chartSeries: "Score",
  sinceHeading: "Since the Last Check",
  findingsHeading: "What the Latest Check Found",
  passedCount: (count: number) => `${count} ${count === 1 ? "check" : "checks"} already right.`,
  sinceFirst: "This is the first check: the next one shows what changed.",
  sinceNothing: "Nothing changed since the check before.",
  scoreDelta: (delta: number) =>
    delta === 0
      ? "Score unchanged"
      : `Score ${delta > 0 ? "up" : "down"} ${Math.abs(delta)} ${Math.abs(delta) === 1 ? "point" : "points"}`,
  worse: "Got worse",
  better: "Got better",
  statusWord: { pass: "passed", warn: "warning", fail: "failed" },
  failed: (error: string | null) => `The page could not be checked${failedWhy(error)}. Not scored.`,
  changedCount: (worse: number, better: number) =>
    [worse ? `${worse} worse` : "", better ? `${better} better` : ""].filter(Boolean).join(", ") || "No change",
  firstCheck: "First check",
  checksEmpty: {
    icon: "line-chart",
    title: "First Check Within the Hour",
    text: "The site is watched: its first check runs at the next hourly round, and appears here with its score.",
  },
  deleteHeading: "Delete This Project",
  deleteText: "The project leaves your dashboard. Its audits stay in your history. This cannot be undone.",
  delete: "Delete project",
} as const satisfies { empty: EmptyStateCopy } & Record<string, unknown>;

export const adminPages = {
  analytics: {
    title: "Analytics",
    description: "Leads, audits and page speed over the last 7, 30 or 90 days.",
  },
  embeds: {
    title: "Embeds",
    description: "Widgets that put Rankwell forms on other websites.",
    empty: {
      icon: "code",
      title: "No Widgets Yet",
      text: "Create one below: an audit form, a lead form or a review badge, and the sites allowed to show it. Its snippet and preview appear here.",
    },
  },
  leads: {
    title: "Leads",
    description: "Requests from the contact form, demo bookings, widgets and audit reports.",
    empty: {
      icon: "mail",
      title: "No Leads Yet",
      text: "Every request sent through the contact form, a demo booking or a widget lands here, newest first, with its details, status and timeline.",
      action: { label: "See the contact form", href: "/contact" },
    },
  },
  settings: {
    title: "Settings",
    description:
      "The promo banner, phone numbers, audit provider, contact email and CRM sign-in address the public pages use.",
  },
} as const satisfies Record<string, AccountPageCopy>;

/** The audit requests page (/admin/audits). */
export const auditsPage = {
  title: "Audit Requests",
  description: "Every free audit the site started, newest first, and whether the domain already sent a lead.",
  back: { label: "Leads", href: "/admin/leads" },
  caption: "Audit requests, newest first",
  count: (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "audit" : "audits"}`,
  columns: {
    domain: "Domain",
    url: "Address audited",
    score: "Score",
    findings: "Top findings",
    requested: "Requested",
    lead: "Lead",
  },
  /** A domain audited more than once: its history (?domain=). */
  timesAudited: (count: number) => `${count} audits`,
  historyOf: (domain: string) => `History of ${domain}`,
  allAudits: "All audits",
  // No report yet, or one with no score (a page too large to check fully).
  noScore: "No score",
  noFindings: "Nothing to fix",
  notChecked: "Not checked",
  report: "Report",
  openReport: (domain: string) => `: open the preview of ${domain}`,
  lead: "Lead exists",
  openLead: (domain: string) => `: open the lead from ${domain}`,
  noLead: "No lead",
  watched: {
    heading: "Watched Projects",
    summary: (total: number, overdue: number) =>
      `${total.toLocaleString("en-US")} watched${overdue ? `, ${overdue} overdue` : ", none overdue"}. Checks run hourly; a project is overdue when its period and two runs have passed without one.`,
    caption: "Watched projects, overdue first, then those checked longest ago",
    columns: { project: "Project", schedule: "Schedule", last: "Latest check", checks: "Last 30 days" },
    schedule: { daily: "Daily", weekly: "Weekly" },
    never: "Not checked yet",
    failed: "Failed",
    overdue: "Overdue",
    counts: (completed: number, failed: number) => `${completed} completed, ${failed} failed`,
    shown: (shown: number, total: number) => `Showing the first ${shown} of ${total}.`,
  },
  empty: {
    icon: "search",
    title: "No Audits Requested Yet",
    text: "Each free audit a visitor starts on the site is recorded here with its domain and time, and marked when a lead from the same domain exists.",
    action: { label: "Open the audit page", href: "/audit" },
  },
} as const satisfies AccountPageCopy & Record<string, unknown>;

/** The sections of /profile, one component each (app/components/profile). */
export const profileCopy = {
  details: { title: "Your Name", text: "How Rankwell addresses you in emails and in this area." },
  email: "Email",
  emailNote: "The address you sign in with.",
  fullName: "Full name",
  saveName: "Save name",
  savingName: "Saving…",
  password: {
    title: "Password",
    text: "Enter your current password, then the new one twice. Other devices stay signed in.",
    current: "Current password",
    next: "New password",
    repeat: "Repeat the new password",
    save: "Change password",
    saving: "Changing…",
  },
} as const;

/** Why a watched project's check found no page, from the code its row keeps (watch-check.ts). */
function failedWhy(error: string | null): string {
  if (!error) return "";
  if (error === "timeout") return " (it took too long to answer)";
  if (error === "refused") return " (its address may not be fetched)";
  if (error === "not-html") return " (the address is a file, not a web page)";
  if (error === "unreadable") return " (it did not send a page we could read)";
  const status = /^http-(\d{3})$/.exec(error)?.[1];
  if (status) return ` (it answered ${status})`;
  return ` (${error.replaceAll("-", " ")})`;
}
