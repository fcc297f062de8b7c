/**
 * What the product illustrations on the service pages show. Every figure here is a sample, and
 * every panel that shows one says "Sample data" (page-labels.ts): nothing here is a client's result.
 * The audit panel reuses the specification's mock-dashboard metrics, the analytics panel its
 * display data points.
 */
export { displayDataPoints as analyticsSample } from "./dashboard";

export const rankTrackerSample = {
  alt: "Illustration: the rank tracker listing five sample keywords with their positions and seven-day changes",

  title: "Rank Tracker",
  context: "Tampa, FL · Mobile",
  columns: { keyword: "Keyword", position: "Position", change: "7 days" },
  rows: [
    { keyword: "emergency vet tampa", position: 2, change: 3, trend: [9, 8, 8, 6, 5, 5, 2] },
    { keyword: "cat vaccinations near me", position: 1, change: 2, trend: [4, 4, 3, 3, 2, 2, 1] },
    { keyword: "dog dentist south tampa", position: 4, change: 1, trend: [7, 6, 6, 5, 5, 5, 4] },
    { keyword: "24 hour animal hospital", position: 6, change: -1, trend: [6, 5, 5, 5, 6, 5, 6] },
    { keyword: "pet surgery tampa bay", position: 3, change: 5, trend: [12, 11, 9, 8, 6, 4, 3] },
  ],
} as const;

export const localPackSample = {
  alt: "Illustration: local search results for a sample search, with your business first of three",

  title: "Local results",
  query: "plumber near me",
  results: [
    { name: "Your Business", rating: 4.8, reviews: 132, detail: "Open until 6 p.m. · 1.2 mi", yours: true },
    { name: "Bayside Plumbing Co.", rating: 4.6, reviews: 88, detail: "Open until 5 p.m. · 2.8 mi", yours: false },
    { name: "Harbor Rooter", rating: 4.4, reviews: 51, detail: "Closes soon · 3.5 mi", yours: false },
  ],
  yoursLabel: "You",
} as const;

export const dfyReportSample = {
  alt: "Illustration: a sample monthly report with calls and reviews up and this month's tasks",

  title: "Monthly report",
  period: "This month",
  kpis: [
    { label: "Calls from search", value: "+38%" },
    { label: "Reviews", value: "+21" },
  ],
  tasks: [
    { text: "Google Business Profile posts", status: "done" },
    { text: "Citations corrected", status: "done" },
    { text: "Two service-area pages", status: "progress" },
    { text: "Review requests after visits", status: "done" },
    { text: "Paid ads budget review", status: "scheduled" },
  ],
  statusLabels: { done: "Done", progress: "In progress", scheduled: "Scheduled" },
} as const;

export const locationsSample = {
  enterprise: {
    alt: "Illustration: search visibility and average position for five sample locations",
    title: "Locations",
    columns: { name: "Location", visibility: "Visibility", position: "Avg. position" },
    rows: [
      { name: "Tampa, FL", visibility: 72, position: 2.8 },
      { name: "Orlando, FL", visibility: 64, position: 3.4 },
      { name: "Miami, FL", visibility: 58, position: 4.1 },
      { name: "Jacksonville, FL", visibility: 49, position: 5.2 },
      { name: "Cheyenne, WY", visibility: 67, position: 3.0 },
    ],
  },
  partners: {
    alt: "Illustration: a whitelabeled client overview with visibility for four sample clients",
    title: "Your Agency · Client overview",
    columns: { name: "Client", visibility: "Visibility", position: "Avg. position" },
    rows: [
      { name: "Harbor Dental", visibility: 69, position: 3.1 },
      { name: "Summit Roofing", visibility: 61, position: 3.8 },
      { name: "Maple Paws Vet", visibility: 74, position: 2.4 },
      { name: "Coastline Realty", visibility: 52, position: 4.9 },
    ],
  },
} as const;

export const contentScoreSample = {
  alt: "Illustration: the content editor scoring a sample article 86 out of 100, with the terms it covers",

  title: "Content Editor",
  document: "How often should my dog see the vet?",
  subheading: "Annual checkups",
  score: 86,
  scoreLabel: "Content score",
  termsTitle: "Terms to cover",
  terms: [
    { term: "annual checkup", done: true },
    { term: "vaccination schedule", done: true },
    { term: "senior dogs", done: true },
    { term: "dental cleaning", done: false },
  ],
} as const;

export const analyticsPanelSample = {
  alt: "Illustration: sample organic clicks rising above a competitor's over twelve months, with three key figures",

  title: "Performance",
  chartLabel: "Organic clicks",
  legend: { you: "You", competitor: "Top competitor" },
  you: [32, 36, 35, 41, 46, 44, 52, 58, 61, 66, 71, 78],
  competitor: [48, 50, 49, 51, 50, 53, 52, 54, 53, 55, 56, 55],
} as const;

export const crmPanelSample = {
  alt: "Illustration: a sample lead in the CRM showing the search keyword and page that brought it in",

  title: "CRM · New lead",
  name: "Jordan Mills",
  received: "From your website, today",
  stage: "Appointment booked",
  fields: [
    { label: "Source", value: "Organic search" },
    { label: "Keyword", value: "emergency vet tampa" },
    { label: "Landing page", value: "Emergency care" },
  ],
  seoTitle: "SEO for this keyword",
  seo: [
    { label: "Position", value: "#2" },
    { label: "Leads this month", value: "14" },
  ],
  automation: "Follow-up email sent · Review request scheduled",
} as const;
