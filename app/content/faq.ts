/**
 * The home page FAQ: six questions in a single-open accordion (docs/product.md §2.5). The loader sends
 * them and they feed the FAQ structured data; the accordion's heading is `faqSection` in pricing.ts.
 * Figures come from prices.ts so they agree with the pricing section (CRM + SEO is $149, not the
 * $199 the old FAQ said).
 */
import { DFY_MINIMUM_MONTHS, PRICES, TRIAL_DAYS, usd } from "./prices";
import { site } from "./site";
import type { Faq } from "./types";

export const faqs: Faq[] = [
  {
    question: "What is the difference between the DIY Platform and Done-For-You services?",
    answer: `The DIY Platform gives you our AI-powered SEO tools to run yourself, from ${usd(PRICES.diyStarter)} a month. With Done-For-You (${usd(PRICES.doneForYou)} a month) our team does the work for you: local SEO, content, paid ads and reputation management, with a dedicated account manager and monthly reporting.`,
  },
  {
    question: "How much does the CRM SEO integration cost?",
    answer: `CRM + SEO starts at ${usd(PRICES.crmSeo)} a month, ${usd(PRICES.diyProfessional - PRICES.crmSeo)} less than the standalone Professional plan at ${usd(PRICES.diyProfessional)}. You activate it from inside your CRM, and each of our four industry CRMs (veterinary, real estate, labor union and community organization) is ${usd(PRICES.industryCrm)} a month with the SEO tools built in.`,
  },
  {
    question: "Is there a free trial?",
    answer: `Yes. The Starter and Professional plans include a ${TRIAL_DAYS}-day free trial with full access to the tools. You can start with a free SEO audit first: ${site.claims.noLogin.toLowerCase()}.`,
  },
  {
    question: "Do I have to sign a long-term contract?",
    answer: `No for the DIY Platform: every plan is month-to-month and you can cancel at the end of any month. Done-For-You services typically have a ${DFY_MINIMUM_MONTHS}-month minimum, because local SEO and content take several months to build momentum.`,
  },
  {
    question: "How long does it take to see results?",
    answer:
      "Technical fixes and Google Business Profile improvements can show up within weeks. Rankings and organic traffic for competitive keywords usually build over three to six months, depending on your market, your site's history and how much content you publish.",
  },
  {
    question: "What does the Enterprise plan include?",
    answer: `Enterprise is ${usd(PRICES.diyEnterprise)} a month for 4 sites, unlimited Google Search Console projects, 25 automated Google Business Profiles, unlimited seats, unlimited crawls up to 1M pages and whitelabeling. For multi-location marketing run by our team, Enterprise Marketing is priced to your scope: contact sales for a quote.`,
  },
];
