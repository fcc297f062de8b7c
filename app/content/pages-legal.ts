/**
 * Privacy policy and terms of service.
 *
 * TO BE REVIEWED BY COUNSEL BEFORE LAUNCH. This is a reasonable starting text for a US SEO and
 * marketing company; the governing law, the data-sharing list and the state-law sections in
 * particular must be confirmed by the company's lawyer, and LEGAL_LAST_UPDATED set on publication.
 */
import { DFY_MINIMUM_MONTHS, TRIAL_DAYS } from "./prices";
import { auditProvider } from "./audit-form";
import { site } from "./site";
import type { ContactLine, PageCopy } from "./types";

export const LEGAL_LAST_UPDATED = "November 2026";

const contacts: ContactLine[] = [{ label: "Email", reach: "email" }];

export const privacyPolicyPage: PageCopy = {
  path: "/privacy-policy",
  title: `Privacy Policy | ${site.name}`,
  description: `How ${site.name} collects, uses and protects personal information when you use our website, SEO tools, CRM products and services.`,
  h1: "Privacy Policy",
  intro: [
    `This policy explains what personal information ${site.name} ("we", "us") collects when you visit our website, run a free SEO audit, contact us, or use our software and services, and how we use and protect it. Last updated: ${LEGAL_LAST_UPDATED}.`,
  ],
  tableOfContents: true,
  sections: [
    {
      heading: "Information We Collect",
      body: ["We collect information you give us and information created when you use our site:"],
      items: [
        "Contact details you submit in forms, such as your name, email address, phone number, company and the services you are interested in.",
        "Account information, such as your email address, password (stored only in hashed form) and profile details, if you create an account.",
        "Website addresses you enter into the free SEO audit.",
        "Technical information such as IP address, browser type, device, pages viewed and referring pages, collected through server logs and cookies.",
        "Information about your business and online presence that you share with us when we provide services, such as Google Business Profile or Search Console access.",
      ],
    },
    {
      heading: "How We Use Information",
      body: ["We use personal information to:"],
      items: [
        "Respond to inquiries, prepare quotes and book consultations.",
        "Provide, maintain and secure our software and services, including signing you in.",
        "Send service messages and, where permitted, marketing you can opt out of at any time.",
        "Understand how our website is used and improve it.",
        "Comply with legal obligations and enforce our terms.",
      ],
    },
    {
      heading: "Free SEO Audit",
      body: [
        `When you run a free audit, we store the website address you enter (with your account, if you are signed in) and our own fetcher, RankwellAudit, visits that page once with its robots.txt, sitemap and favicon to make an instant preview. We keep the preview with the address; anyone who has its link can open it for 7 days, and our team can see it afterwards. We keep no IP address with it.`,
        `If you ask us to email the report, we store your name and email address with it, as a contact request. The full report comes from our audit provider, ${auditProvider.name}: when you open it, the address is sent to ${auditProvider.name}, which processes it under its own privacy policy. Enter only websites you own or are allowed to analyze.`,
      ],
      links: [{ label: "How our audit fetcher works", href: "/audit-bot" }],
    },
    {
      heading: "How We Share Information",
      body: [
        "We do not sell personal information or share it for cross-context behavioral advertising. We share it only with service providers that help us run our business, such as hosting, authentication, customer relationship management, email and analytics providers, under contracts that limit their use of it; with professional advisers; when required by law; or as part of a merger or sale of our business.",
      ],
    },
    {
      heading: "Cookies",
      body: [
        "We use cookies that are necessary to keep you signed in and to protect the site, and may use analytics cookies to understand how the site is used. You can control cookies in your browser settings; blocking necessary cookies may stop sign-in from working.",
      ],
    },
    {
      heading: "Data Retention and Security",
      body: [
        "We keep personal information for as long as we need it for the purposes above, or as the law requires, and then delete or anonymize it. We protect it with encryption in transit, access controls and other safeguards appropriate to its sensitivity, but no method of transmission or storage is completely secure.",
      ],
    },
    {
      heading: "Your Choices and Rights",
      body: [
        "You can ask us to access, correct or delete your personal information, or to stop sending you marketing. Depending on where you live, state privacy laws (for example in California) may give you further rights, including the right to know what we collect and to not be discriminated against for exercising your rights. We will verify your request before acting on it.",
      ],
    },
    {
      heading: "Text Messages and Calls",
      body: [
        "If you give us your phone number, we may call or text you about your inquiry or service. Message and data rates may apply. Reply STOP to any text to opt out.",
      ],
    },
    {
      heading: "Children",
      body: [
        "Our site and services are intended for businesses and are not directed at children under 13. We do not knowingly collect their personal information.",
      ],
    },
    {
      heading: "Changes to This Policy",
      body: [
        "We may update this policy from time to time. We will post the new version on this page and change the date above.",
      ],
    },
    {
      heading: "Contact",
      body: [`Questions about this policy or your information? Write to ${site.name}:`],
      contacts,
    },
  ],
};

export const termsOfServicePage: PageCopy = {
  path: "/terms-of-service",
  title: `Terms of Service | ${site.name}`,
  description: `The terms that apply when you use the ${site.name} website, DIY SEO platform, CRM products, website development and Done-For-You services.`,
  h1: "Terms of Service",
  intro: [
    `These terms govern your use of the ${site.name} website, software and services. By using them, or by signing an order or proposal that refers to these terms, you agree to them. If you accept on behalf of a business, you confirm you are authorized to bind it. Last updated: ${LEGAL_LAST_UPDATED}.`,
  ],
  tableOfContents: true,
  sections: [
    {
      heading: "Our Services",
      body: [
        "We provide a self-service SEO platform, SEO integrations and industry CRM products, website development, and managed (Done-For-You) marketing services. The scope of managed services and website projects is set out in your proposal or order, which takes precedence over these terms where they differ.",
      ],
    },
    {
      heading: "Accounts",
      body: [
        "You are responsible for keeping your login details confidential and for activity under your account. Tell us promptly if you suspect unauthorized access.",
      ],
    },
    {
      heading: "Subscriptions, Trials and Payment",
      body: [
        `DIY Platform plans are billed monthly in advance and renew each month until canceled; you can cancel at any time, effective at the end of the current billing period. Eligible plans include a ${TRIAL_DAYS}-day free trial; if you do not cancel before the trial ends, the subscription begins. Done-For-You services typically have a minimum term of ${DFY_MINIMUM_MONTHS} months, as stated in your order. Website projects are billed as set out in the proposal. Fees are exclusive of taxes, and amounts already paid are non-refundable except where the law requires otherwise.`,
      ],
    },
    {
      heading: "No Guaranteed Rankings",
      body: [
        "Search engines and other platforms decide rankings with their own, changing algorithms, which we do not control. We do not guarantee any particular ranking, traffic, lead volume or revenue. Figures on our website describe past results or typical outcomes and are not a promise of future results.",
      ],
    },
    {
      heading: "Your Responsibilities",
      body: ["You agree to:"],
      items: [
        "Give us accurate information and the access we reasonably need to deliver services.",
        "Have the rights to any content, trademarks and websites you ask us to use or analyze.",
        "Review and approve work in reasonable time.",
        "Comply with the terms of third-party platforms you connect, such as Google.",
      ],
    },
    {
      heading: "Acceptable Use",
      body: [
        "Do not use our services to break the law, infringe others' rights, send spam, publish misleading reviews, attack or overload any system, or analyze websites you are not authorized to analyze. We may suspend access that puts our services or others at risk.",
      ],
    },
    {
      heading: "Third-Party Services",
      body: [
        `Our services work with third parties such as Google, our CRM platform and our audit provider ${auditProvider.name}. Their terms and privacy policies apply to your use of them, and we are not responsible for their availability or changes.`,
      ],
    },
    {
      heading: "Intellectual Property",
      body: [
        "We own our software, templates and know-how. You own your content and data, and grant us a license to use them only to provide the services. When a website project is paid in full, you own the final site content and design created for you, except third-party components, which remain under their own licenses.",
      ],
    },
    {
      heading: "Confidentiality",
      body: [
        "Each party will protect the other's non-public business information and use it only for the purpose of our relationship.",
      ],
    },
    {
      heading: "Disclaimers and Limitation of Liability",
      body: [
        'The services are provided "as is" to the fullest extent the law allows. Neither party is liable for indirect, incidental, special or consequential damages, or for lost profits or data. Our total liability for any claim is limited to the fees you paid us in the twelve months before the claim arose.',
      ],
    },
    {
      heading: "Indemnity",
      body: [
        "You will defend and indemnify us against claims arising from content you supply or your breach of these terms.",
      ],
    },
    {
      heading: "Termination",
      body: [
        "You may stop using the services at any time, subject to any minimum term in your order. We may suspend or end access for non-payment or a material breach that is not fixed after notice. Sections that by their nature should survive termination will do so.",
      ],
    },
    {
      heading: "Governing Law",
      body: [
        "These terms are governed by the laws of the State of Florida, without regard to its conflict-of-laws rules, and disputes will be heard in the state or federal courts located in Hillsborough County, Florida.",
      ],
    },
    {
      heading: "Changes",
      body: [
        "We may update these terms. We will post the new version here and, for material changes, notify account holders in advance.",
      ],
    },
    { heading: "Contact", body: [`Questions about these terms? Write to ${site.name}:`], contacts },
  ],
};
