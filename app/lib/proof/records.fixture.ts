/**
 * Client logos and case study figures for tests that draw pages with some published (ADR 078): a
 * client's logo with a link and one without, and a named client's figures. Test data, never shown
 * on the site.
 */
import type { CaseStudyFigure } from "./case-study-figures";
import type { ClientLogo } from "./client-logos";

export const publishedLogos: ClientLogo[] = [
  {
    id: "00000000-0000-4000-8000-00000000b001",
    name: "Ruiz Family Dental",
    image: "/images/logos/ruiz.svg",
    href: "https://ruiz.example",
  },
  { id: "00000000-0000-4000-8000-00000000b002", name: "Bayshore Pets", image: "https://cdn.example/bayshore.png" },
];

export const publishedFigures: CaseStudyFigure[] = [
  {
    id: "00000000-0000-4000-8000-00000000c001",
    caseStudy: "veterinary-practice-tampa-growth",
    client: "Bayshore Animal Clinic",
    label: "Site health",
    unit: "percent",
    before: 41,
    after: 88,
    max: 100,
  },
  {
    id: "00000000-0000-4000-8000-00000000c002",
    caseStudy: "veterinary-practice-tampa-growth",
    client: "Bayshore Animal Clinic",
    label: "Organic traffic",
    unit: "index",
    before: 100,
    after: 310,
    max: 400,
  },
];
