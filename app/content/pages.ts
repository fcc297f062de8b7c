/**
 * Copy for the standalone pages: /about, /book-demo, /contact, /crm-seo, /partners and
 * /service-areas. Legal pages are in pages-legal.ts.
 */
import { cityPagePath, cityPages } from "./cities";
import { officeHoursText } from "./cities-common";
import { officeKeys, offices } from "./offices";
import { perMonth, PRICES, usd } from "./prices";
import { phoneLines, site } from "./site";
import type { PageCopy } from "./types";

/** /blog has no page of its own: it redirects here (ADR 004). */
export const BLOG_REDIRECT_TARGET = "/case-studies";

export const aboutPage: PageCopy = {
  path: "/about",
  title: `About ${site.name} | SEO and Marketing from Tampa & Cheyenne`,
  description: `${site.name} builds SEO tools, industry CRMs and websites, and runs Done-For-You marketing for local businesses from offices in Florida and Wyoming.`,
  h1: "We Help Local Businesses Get Found",
  intro: [
    `${site.name} started with a simple idea: a local business should not need an agency budget to show up in search. Today we offer self-service SEO tools, SEO built into the CRM our customers already use, industry CRMs and Done-For-You marketing when a business would rather hand the work over.`,
    "Our teams work from Tampa and Cheyenne, with offices across Florida and Wyoming, so the people planning your campaign know the markets you sell in.",
  ],
  sections: [
    {
      heading: "What We Believe",
      body: ["Good SEO is transparent: you should see what we do, what it costs and what it brings in."],
      items: [
        "No long-term contracts on DIY plans",
        "Plain-English reports tied to calls, bookings and sales",
        "Tools and people, so you can choose how much to do yourself",
      ],
    },
    {
      heading: "By the Numbers",
      body: ["What our platform and team have done so far."],
      items: [site.claims.sitesAnalyzed, site.claims.projects],
    },
    {
      heading: "See Our Work",
      body: ["Read how clients have grown, or book a demo to see the platform for yourself."],
      links: [
        { label: "Case Studies", href: "/case-studies" },
        { label: "Book Consultation", href: "/book-demo" },
      ],
    },
  ],
  cta: { label: "Contact Us", href: "/contact" },
};

export const bookDemoPage: PageCopy = {
  path: "/book-demo",
  title: "Book a Demo | Free 30-Minute Strategy Session",
  description:
    "Book a free 30-minute session to see the SEO platform, review your site with a specialist, and get pricing for the plan that fits your business.",
  h1: "Book Your Free 30-Minute Strategy Session",
  intro: [
    "See the platform in action and talk through your goals with an SEO specialist. No pressure and no obligation.",
  ],
  sections: [
    {
      heading: "What to Expect",
      body: ["In 30 minutes we will cover:"],
      items: [
        "A quick review of your website and Google Business Profile",
        "A tour of the DIY Platform, CRM integration or Done-For-You options that fit",
        "Pricing for your situation, and answers to your questions",
      ],
    },
    {
      heading: "Rather Write First?",
      body: ["A specialist answers Monday to Friday, and can call you back at a time that suits you."],
      contacts: [
        { label: phoneLines.tollFree, reach: "tollFree" },
        { label: "Email", reach: "email" },
      ],
    },
  ],
  closing: {
    title: "Not Ready for a Call?",
    text: "Run the free audit first: technical issues, local visibility and quick wins in about 60 seconds, no login required.",
    secondary: { label: "Contact Us", href: "/contact" },
  },
};

/** Options of the contact form's service field; /contact?service=<value> preselects one. */
export const contactServiceOptions = [
  { value: "local-seo", label: "Local SEO" },
  { value: "technical-seo", label: "Technical SEO" },
  { value: "done-for-you", label: "Done-For-You Services" },
  { value: "website-development", label: "Website Development" },
  { value: "enterprise", label: "Enterprise Solutions" },
  { value: "crm-seo", label: "CRM + SEO Integration" },
  { value: "diy-platform", label: "DIY SEO Platform" },
  { value: "other", label: "Something else" },
] as const;

export type ContactServiceValue = (typeof contactServiceOptions)[number]["value"];

export const contactPage: PageCopy = {
  path: "/contact",
  title: "Contact Us | Get a Custom SEO Quote",
  description:
    "Talk to our team in Tampa or Cheyenne about local SEO, websites, CRM integration or Done-For-You marketing. Get a custom quote.",
  h1: "Let's Talk About Growing Your Business",
  intro: ["Tell us what you need and a specialist will get back to you shortly."],
  sections: [
    {
      heading: "Call Us",
      body: [`Florida offices: ${officeHoursText("tampa")}; Wyoming offices: ${officeHoursText("cheyenne")}`],
      contacts: (["tollFree", "tampa", "miami", "wyoming"] as const).map((line) => ({
        label: phoneLines[line],
        reach: line,
      })),
    },
    {
      heading: "Email",
      body: ["Write to us any time; a specialist replies within one business day."],
      contacts: [{ label: "Email", reach: "email" }],
    },
  ],
  closing: {
    title: "Rather See the Numbers First?",
    text: "Run the free audit: technical issues, local visibility and quick wins in about 60 seconds, no login required.",
    secondary: { label: "Book Consultation", href: "/book-demo" },
  },
};

/** The /crm-seo sections that present an industry CRM; the others are features of every plan. */
export const CRM_INDUSTRY_SECTION_IDS = ["veterinary", "real-estate", "labor-union", "community-organization"];

export const crmSeoPage: PageCopy = {
  path: "/crm-seo",
  title: "CRM SEO Integration | SEO Inside Your CRM",
  description: `Activate SEO tools inside your CRM from ${perMonth(PRICES.crmSeo)}: rank tracking, audits, Google Business Profile automation and lead attribution.`,
  h1: "SEO Built into Your CRM",
  intro: [
    `Already use our CRM platform? Activate the SEO integration from ${perMonth(PRICES.crmSeo)}, ${usd(PRICES.diyProfessional - PRICES.crmSeo)} less than the standalone ${usd(PRICES.diyProfessional)} plan, and manage rankings, audits and leads in one place.`,
    `Prefer a CRM built for your industry? Each of our four industry CRMs is ${perMonth(PRICES.industryCrm)} with the SEO tools and marketing automation included.`,
  ],
  sections: [
    {
      id: "veterinary",
      icon: "paw",
      heading: "Veterinary CRM",
      body: [
        "Appointment and vaccine reminders, client follow-ups and review requests for animal hospitals and clinics, with local SEO for every location.",
      ],
    },
    {
      id: "real-estate",
      icon: "home",
      heading: "Real Estate CRM",
      body: [
        "Capture leads from listings and neighborhood pages, nurture them with drip campaigns, and see which searches produce buyers and sellers.",
      ],
    },
    {
      id: "labor-union",
      icon: "users",
      heading: "Labor Union CRM",
      body: [
        "Member records, dues reminders and organizing campaigns for locals, councils and fire unions, with a public site people can find.",
      ],
    },
    {
      id: "community-organization",
      icon: "heart",
      heading: "Community Organization CRM",
      body: [
        "Volunteers, donors and events in one place for non-profits and civic groups, with SEO that brings in new supporters.",
      ],
    },
    {
      id: "lead-attribution",
      icon: "target",
      heading: "Lead Attribution",
      body: [
        "Every lead records the keyword, page and campaign that brought it in, so you know which SEO work pays for itself.",
      ],
    },
    {
      id: "automated-workflows",
      icon: "workflow",
      heading: "Automated Workflows",
      body: ["Follow-ups, review requests and nurture sequences run on their own, so no lead waits for a reply."],
    },
  ],
  cta: { label: "Book Consultation", href: "/book-demo" },
  closing: {
    title: "Turn On SEO Inside Your CRM",
    text: "Activate it from your CRM account in a few minutes, or book a session and we will set it up with you.",
    secondary: { label: "Contact Us", href: "/contact?service=crm-seo" },
  },
};

export const partnersPage: PageCopy = {
  path: "/partners",
  title: "Partner Program | Agencies, Resellers and Referrals",
  description: `Partner with ${site.name}: whitelabel our SEO platform, resell our services, or refer clients. Tools, training and support for agencies and consultants.`,
  h1: "Grow with Our Partner Program",
  intro: [
    "Agencies, web designers, consultants and CRM resellers partner with us to offer SEO without building it themselves.",
  ],
  sections: [
    {
      heading: "Agency Partners",
      body: ["Use the Enterprise plan's whitelabeling to deliver reports and dashboards under your own brand."],
    },
    {
      heading: "Service Partners",
      body: ["Resell our Done-For-You and website services while we do the work behind the scenes."],
    },
    {
      heading: "Referral Partners",
      body: ["Introduce clients who need SEO, and we take it from there."],
    },
  ],
  cta: { label: "Contact Us", href: "/contact?service=enterprise" },
  closing: {
    title: "Become a Partner",
    text: "Tell us about your agency or practice and the clients you serve, and we will set up a call about whitelabeling, reselling or referrals.",
    secondary: { label: "Book Consultation", href: "/book-demo" },
  },
};

/** /audit-bot: who fetches sites for the audit preview (ADR 046), named in its user agent. */
export const auditBotPage: PageCopy = {
  path: "/audit-bot",
  title: "RankwellAudit: The Fetcher Behind Our Free SEO Audit",
  description:
    "How the free SEO audit's fetcher behaves: one page with its robots.txt, sitemap and favicon per audit, within strict limits, and only when someone asks.",
  h1: "RankwellAudit, Our Audit Fetcher",
  intro: [
    "When someone runs our free SEO audit on a website, our server fetches that one page, its robots.txt, its sitemap and its favicon, and reads them the way a search engine does. It names itself “RankwellAudit/1.0” with a link to this page.",
  ],
  sections: [
    {
      heading: "What It Fetches",
      body: [
        "Only the address a person typed into the audit form, plus robots.txt, the sitemap and the favicon of the same site. It never follows links to other pages and sends no cookies and no credentials.",
      ],
    },
    {
      heading: "Its Limits",
      body: [
        "It reads at most 2 MB within 8 seconds and follows at most 5 redirects. One site is fetched at most 10 times a minute, whoever asks, and a page's findings are reused for 10 minutes.",
        "It never visits private, local or reserved network addresses, and never connects to ports other than 80 and 443.",
      ],
    },
    {
      heading: "Leaving Your Site Alone",
      body: [
        "If you would rather it did not visit your site, write to us from the contact page and we will add your domain to the list it refuses.",
      ],
    },
  ],
  cta: { label: "Contact Us", href: "/contact" },
};

export const serviceAreasPage: PageCopy = {
  path: "/service-areas",
  title: "Service Areas | SEO Services in Florida and Wyoming",
  description:
    "Local SEO and website services across Florida and Wyoming, from Tampa, Miami and Orlando to Cheyenne, Casper and Jackson.",
  h1: "Where We Work",
  intro: [
    `We have ${officeKeys.length} offices across Florida and Wyoming, led from Tampa and Cheyenne, and we work with businesses nationwide.`,
  ],
  sections: (["FL", "WY"] as const).map((state) => ({
    heading: state === "FL" ? "Florida" : "Wyoming",
    body: [
      officeKeys
        .filter((key) => offices[key].state === state)
        .map((key) => offices[key].city)
        .join(", "),
    ],
    links: cityPages
      .filter((page) => page.state === state)
      .map((page) => ({ label: `${page.place} SEO Services`, href: cityPagePath(page) })),
  })),
  cta: { label: "Start Free Audit", href: "/national-seo-audit" },
  closing: {
    title: "Outside Florida and Wyoming?",
    text: "Most of our work happens online, and we work with businesses nationwide. Start with a free audit or tell us about your market.",
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
