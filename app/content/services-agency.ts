/**
 * Service pages run by our team: Done-For-You, Enterprise and Website Development.
 */
import { DFY_MINIMUM_MONTHS, fromPerMonth, fromUsd, perMonth, PRICES, usd, WEBSITE_TEMPLATES } from "./prices";
import { site } from "./site";
import type { ServicePage } from "./types";

export const doneForYou: ServicePage = {
  slug: "done-for-you",
  title: "Done-For-You SEO & Marketing Services",
  description:
    "Our team runs your local SEO, content, paid ads and reputation management, with a dedicated account manager and monthly reporting.",
  h1: "Done-For-You Marketing: We Do the Work, You Get the Leads",
  intro: [
    "Running a business leaves little time for marketing. With Done-For-You, a dedicated account manager and our specialists handle local SEO, content, paid ads and reviews for you.",
    `Done-For-You is ${perMonth(PRICES.doneForYou)}. If you also need a new website, Website + Local SEO starts at ${perMonth(PRICES.websiteLocalSeo)} and saves ${usd(PRICES.websiteLocalSeoSavings)} compared with buying both separately.`,
  ],
  price: `Done-For-You: ${perMonth(PRICES.doneForYou)}; Website + Local SEO ${fromPerMonth(PRICES.websiteLocalSeo).toLowerCase()}`,
  benefits: [
    {
      title: "One Accountable Team",
      description: "A dedicated account manager who knows your business.",
      icon: "users",
    },
    {
      title: "Every Channel Covered",
      description: "Local SEO, content, paid ads and reputation together.",
      icon: "layers",
    },
    {
      title: "More Leads",
      description: `Campaigns built around calls and bookings: ${site.claims.moreLeads}.`,
      icon: "trending-up",
    },
    { title: "No Busywork", description: "You approve the plan; we do the rest.", icon: "check-circle" },
  ],
  deliverables: [
    "Dedicated account manager",
    "Local SEO and Google Business Profile management",
    "Monthly content and link building",
    "Paid ads management",
    "Review generation and reputation monitoring",
    "Monthly report and strategy call",
  ],
  process: [
    { step: 1, title: "Discovery", description: "A strategy session on your goals, customers and competitors." },
    { step: 2, title: "Plan", description: "A 90-day plan with priorities and targets you approve." },
    { step: 3, title: "Execute", description: "Our specialists do the work, every week." },
    { step: 4, title: "Review", description: "Monthly reports and calls to adjust the plan." },
  ],
  faqs: [
    {
      question: "Is there a minimum commitment?",
      answer: `Done-For-You typically has a ${DFY_MINIMUM_MONTHS}-month minimum, because SEO and content need time to build. DIY plans are month-to-month.`,
    },
    {
      question: "What do you need from me?",
      answer:
        "A kick-off call, access to your Google Business Profile and website, and quick approvals on the monthly plan.",
    },
  ],
  cta: { label: "Get Custom Quote", href: "/contact?service=done-for-you" },
  closing: {
    title: "Hand Your Marketing to a Team That Reports Back",
    text: "Tell us about your business and goals. We will send a plan and a custom quote within one business day.",
    secondary: { label: "Book Consultation", href: "/book-demo" },
  },
};

export const enterprise: ServicePage = {
  slug: "enterprise",
  title: "Enterprise SEO & Marketing Solutions",
  description:
    "SEO and marketing programs for multi-location brands, franchises and agencies: dedicated strategists, custom reporting and whitelabeled tools.",
  h1: "Enterprise SEO for Multi-Location Brands and Agencies",
  intro: [
    "When you manage dozens of locations or hundreds of client sites, you need scale without losing the local detail that wins searches. Our enterprise team builds programs around your markets.",
    `Choose the Enterprise DIY plan at ${perMonth(PRICES.diyEnterprise)} for whitelabeled tools your team runs, or Enterprise Marketing, priced to your scope, for a program our team runs.`,
  ],
  price: `Enterprise Marketing: custom pricing; Enterprise DIY plan ${perMonth(PRICES.diyEnterprise)}`,
  benefits: [
    { title: "Built for Scale", description: "Unlimited crawls up to 1M pages and unlimited seats.", icon: "building" },
    {
      title: "Location-Level Detail",
      description: "Each location's profile, page and rankings managed and reported.",
      icon: "map-pin",
    },
    { title: "Your Brand", description: "Whitelabeled dashboards and reports for agencies.", icon: "award" },
    { title: "Dedicated Strategist", description: "A senior strategist who owns your results.", icon: "briefcase" },
  ],
  deliverables: [
    "Multi-location SEO program",
    "Location pages and Google Business Profile management at scale",
    "Paid media strategy",
    "Custom dashboards and executive reporting",
    "Whitelabeling for agencies",
  ],
  process: [
    { step: 1, title: "Assess", description: "An audit across your locations and sites." },
    { step: 2, title: "Design", description: "A program scoped to your markets and goals." },
    { step: 3, title: "Roll Out", description: "Phased rollout, location by location." },
    { step: 4, title: "Optimize", description: "Quarterly reviews against agreed targets." },
  ],
  faqs: [
    {
      question: "How is Enterprise Marketing priced?",
      answer: "By scope: number of locations, channels and the level of support you need. Contact sales for a quote.",
    },
    {
      question: "Can agencies resell your platform?",
      answer: "Yes. The Enterprise plan includes whitelabeling, so reports and dashboards carry your agency's brand.",
    },
  ],
  cta: { label: "Book Enterprise Consultation", href: "/contact?service=enterprise" },
  closing: {
    title: "Plan One Program for Every Location",
    text: "Tell us about your locations, markets and reporting needs, and we will scope a program around them.",
    secondary: { label: "Book Consultation", href: "/book-demo" },
  },
};

export const websiteDevelopment: ServicePage = {
  slug: "website-development",
  title: "Website Development | SEO-Ready Websites That Convert",
  description: `Custom websites ${fromUsd(PRICES.websiteDevelopment).toLowerCase()}: mobile-first, fast and SEO-ready, for fire unions, veterinary clinics, real estate and service businesses.`,
  h1: "Websites Built to Rank and Turn Visitors into Customers",
  intro: [
    "Your website is where search traffic becomes customers. We design and build fast, mobile-first sites with SEO built in from the first line of code.",
    `Custom builds start at ${usd(PRICES.websiteDevelopment)}, optimization of an existing site at ${usd(PRICES.websiteOptimization)} and e-commerce at ${usd(PRICES.ecommerce)}, with ${WEBSITE_TEMPLATES} templates to start from. We have delivered ${site.claims.projects}.`,
  ],
  price: `Custom websites ${fromUsd(PRICES.websiteDevelopment).toLowerCase()}; website optimization ${fromUsd(PRICES.websiteOptimization).toLowerCase()}; e-commerce ${fromUsd(PRICES.ecommerce).toLowerCase()}`,
  benefits: [
    { title: "Fast by Design", description: `Lean pages that load quickly: ${site.claims.faster}.`, icon: "zap" },
    {
      title: "SEO Built In",
      description: "Clean structure, structured data and metadata from day one.",
      icon: "search",
    },
    { title: "Leads, Not Just Visits", description: "Forms and bookings connected to your CRM.", icon: "target" },
    { title: "Easy to Update", description: "Edit pages yourself, or let us handle changes.", icon: "settings" },
  ],
  deliverables: [
    "Custom design and copy guidance",
    "Mobile-first, accessible build",
    "On-page SEO and structured data",
    "CRM-connected forms and booking",
    "Analytics and Search Console setup",
    "Launch, redirects and post-launch support",
  ],
  process: [
    { step: 1, title: "Design", description: "Wireframes and mock-ups shaped around your goals and brand." },
    { step: 2, title: "Develop", description: "A fast, accessible, SEO-ready build." },
    { step: 3, title: "Launch", description: "Testing, redirects and analytics before go-live." },
    { step: 4, title: "Optimize", description: "Speed, content and conversion improvements after launch." },
  ],
  sections: [
    {
      id: "fire-unions",
      title: "Fire Unions",
      description: "Member news, events, contract documents and a members-only area for firefighter locals.",
    },
    {
      id: "veterinary-clinics",
      title: "Veterinary Clinics",
      description: "Online appointment requests, service pages and pet-owner resources that rank locally.",
    },
    {
      id: "real-estate",
      title: "Real Estate",
      description: "Listing search, agent profiles and neighborhood guides that capture buyer and seller leads.",
    },
    {
      id: "service-businesses",
      title: "Service Businesses",
      description: "Quote requests, service-area pages and reviews for trades and home services.",
    },
  ],
  faqs: [
    {
      question: "How long does a website take?",
      answer:
        "Most custom sites take several weeks from design approval to launch, depending on size and content; we agree a timeline before we start.",
    },
    {
      question: "Will my rankings drop when I switch to a new site?",
      answer:
        "We map every old URL to its new page with redirects and keep what already ranks, so you keep the traffic you have earned.",
    },
  ],
  cta: { label: "Start Project", href: "/contact?service=website-development" },
  closing: {
    title: "Let's Build a Site That Earns Its Keep",
    text: "Tell us about your business and we will come back with a plan, a timeline and a fixed quote.",
    secondary: { label: "Book Consultation", href: "/book-demo" },
  },
};
