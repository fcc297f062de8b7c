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
  description: "Your websites, their audits and reports, in one place.",
  empty: {
    icon: "layers",
    title: "No projects yet",
    text: "A project gathers one website's audits, tracked keywords and reports. Start with a free audit of your site: audits you run while signed in are saved to your account.",
    action: runAudit,
    secondary: { label: "Talk to a specialist", href: "/book-demo" },
  },
};

export const profilePage: AccountPageCopy = {
  title: "Profile",
  description: "The details of your Rankwell account.",
};

export const profileDetails = {
  title: "Account details",
  description: "The name and email you signed up with.",
  name: "Full name",
  email: "Email",
  role: "Role",
  notSet: "Not set",
  roles: { user: "User", admin: "Administrator" },
} as const;

/** The project page; its title names the project's id from the address. */
export const projectPage: Omit<AccountPageCopy, "title"> & {
  title: (id: string) => string;
  back: Cta;
  empty: EmptyStateCopy;
} = {
  title: (id: string) => `Project ${id}`,
  description: "Audits, tracked keywords and reports for one website.",
  back: { label: "Dashboard", href: "/dashboard" },
  empty: {
    icon: "line-chart",
    title: "Nothing recorded for this project",
    text: "Audits, keyword rankings and reports for this website will be listed here as they are recorded. None have been recorded for it.",
    action: runAudit,
  },
};

export const adminPages = {
  analytics: {
    title: "Analytics",
    description: "How visitors use the free audit and the lead forms.",
    empty: {
      icon: "bar-chart",
      title: "No reports drawn yet",
      text: "The site records every free audit and every contact and demo request. Charts and totals built from those records will be shown here.",
      action: { label: "Open the leads", href: "/admin/leads" },
    },
  },
  embeds: {
    title: "Embeds",
    description: "Widgets that put Rankwell forms on other websites.",
    empty: {
      icon: "code",
      title: "No embeds created",
      text: "Each embed you create will be listed here with its snippet and a preview page. None have been created.",
    },
  },
  leads: {
    title: "Leads",
    description: "Requests sent through the contact and demo forms.",
    empty: {
      icon: "mail",
      title: "No leads listed yet",
      text: "Every request sent through the contact and demo forms is stored. They will be listed here newest first, each with its details and a status.",
      action: { label: "See the contact form", href: "/contact" },
    },
  },
  settings: {
    title: "Settings",
    description: "Options for the whole site.",
    empty: {
      icon: "settings",
      title: "No settings to change here",
      text: "Site-wide options will be managed on this page. Today the site runs on the configuration it was deployed with.",
    },
  },
} as const satisfies Record<string, AccountPageCopy>;

export const leadStatusCaption = "Each lead will move through these statuses:";

/** The audit requests page (/admin/audits). */
export const auditsPage = {
  title: "Audit requests",
  description: "Every free audit the site started, newest first, and whether the domain already sent a lead.",
  back: { label: "Leads", href: "/admin/leads" },
  caption: "Audit requests, newest first",
  count: (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "audit" : "audits"}`,
  columns: { domain: "Domain", url: "Address audited", requested: "Requested", lead: "Lead" },
  lead: "Lead exists",
  openLead: (domain: string) => `: open the lead from ${domain}`,
  noLead: "No lead",
  empty: {
    icon: "search",
    title: "No audits requested yet",
    text: "Each free audit a visitor starts on the site is recorded here with its domain and time, and marked when a lead from the same domain exists.",
    action: { label: "Open the audit page", href: "/audit" },
  },
} as const satisfies AccountPageCopy & Record<string, unknown>;
