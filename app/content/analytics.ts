/** Copy of the analytics page (/admin/analytics): its periods, figures and charts. */
export const analyticsCopy = {
  periodLabel: "Period",
  period: (days: number) => `${days} days`,
  periodNote: (days: number) => `The last ${days} days, today included; days are UTC.`,
  figures: {
    leads: "Leads received",
    audits: "Audits started",
    won: "Leads won",
    stillNew: "Leads still new",
  },
  figuresLabel: "The period in figures",
  leadsChart: "Leads per day by source",
  leadsSummary: (total: number, days: number) =>
    `${total} ${total === 1 ? "lead" : "leads"} in the last ${days} days, per day, stacked by the form that sent them.`,
  auditsChart: "Audits per day",
  auditsSummary: (total: number, days: number) =>
    `${total} ${total === 1 ? "audit" : "audits"} started in the last ${days} days, per day.`,
  auditsSeries: "Audits",
  dayHeader: "Day",
  showTable: "Show the numbers as a table",
  statusHeading: "Leads by status",
  statusText: "Leads received in the period, by where they stand now.",
  statusHeader: "Status",
  domainsHeading: "Most audited domains",
  domainsText: "The domains audited most often in the period.",
  domainHeader: "Domain",
  countHeader: "Count",
  noDomains: "No audits in this period.",
  seeAudits: { label: "All audit requests", href: "/admin/audits" },
} as const;
