/**
 * Florida city pages: Tampa, Miami, Orlando, Jacksonville, St. Petersburg.
 */
import { defineCity, officeHoursText } from "./cities-common";
import type { CityPage } from "./types";

export const tampaPage: CityPage = defineCity({
  slug: "tampa-seo-services",
  office: "tampa",
  place: "Tampa",
  title: "Tampa SEO Services | Local SEO Company in Tampa, FL",
  description:
    "Local SEO, websites and Done-For-You marketing from our Tampa office. We help Hillsborough County businesses win the map pack and the calls that follow.",
  h1: "Tampa SEO Services That Bring Local Customers to Your Door",
  intro: [
    "Tampa is our home market. From law firms in the Downtown core to restaurants in Ybor City and contractors serving Brandon and Riverview, we help Hillsborough County businesses show up when customers nearby search for what they sell.",
    "Because so many Tampa searches happen on a phone within a few miles of the business, we start with your Google Business Profile, reviews and location pages, then fix the technical issues that keep your site from ranking across Tampa Bay.",
  ],
  servicesIntro:
    "As a Tampa SEO company with an office downtown, we offer SEO services across Tampa, FL and Hillsborough County: local SEO that puts you in the map pack, Tampa web design that turns visits into calls, and the full program of a digital marketing agency in Tampa, with one team accountable for all of it.",
  faqs: [
    {
      question: "Can I meet your Tampa team in person?",
      answer: `Yes. Our Tampa office is open ${officeHoursText("tampa")}. Book a time through the contact page and we will meet at the office or by video, whichever suits you.`,
    },
    {
      question: "How do you handle businesses that serve all of Tampa Bay?",
      answer:
        "We build a page for each area you genuinely serve, such as South Tampa, Westshore or Wesley Chapel, with its own details and reviews, and set your Google Business Profile service area to match. Thin copies of the same page do more harm than good.",
    },
    {
      question: "Do you work with Tampa businesses that only need a website?",
      answer:
        "Yes. Our website development team builds sites on their own, and every site we launch is set up for local search from day one, so adding SEO later is straightforward.",
    },
  ],
});

export const miamiPage: CityPage = defineCity({
  slug: "miami-seo-services",
  office: "miami",
  place: "Miami",
  title: "Miami SEO Services | Bilingual Local SEO in Miami, FL",
  description:
    "English and Spanish local SEO for Miami businesses, from Brickell to Doral. Google Business Profile, reviews, websites and Done-For-You campaigns.",
  h1: "Miami SEO Services for a Bilingual, Fast-Moving Market",
  intro: [
    "Miami customers search in English, Spanish and often both in the same week. We plan keywords and pages for each language, so a dental office in Coral Gables or a logistics firm near Doral reaches everyone who is looking for it.",
    "Miami-Dade is crowded with competitors for the same map pack spots, so we pair a well-kept Google Business Profile with a steady stream of genuine reviews and neighborhood pages for Brickell, Wynwood, Kendall and the other areas you serve.",
  ],
  servicesIntro:
    "From our Brickell office we work as a Miami SEO company and a Miami digital marketing agency in one: bilingual SEO in English and Spanish, local SEO for every Miami neighborhood you serve, and SEO services across Miami, FL and the rest of Miami-Dade.",
  faqs: [
    {
      question: "Do you create Spanish-language SEO content?",
      answer:
        "Yes. We write Spanish pages natively rather than machine-translating the English ones, and mark both versions up so Google shows each visitor the right language.",
    },
    {
      question: "Where is your Miami office and when is it open?",
      answer: `Our Miami team works from Brickell, ${officeHoursText("miami")}. Most clients meet us by video, and we are glad to visit your location in Miami-Dade.`,
    },
  ],
});

export const orlandoPage: CityPage = defineCity({
  slug: "orlando-seo-services",
  office: "orlando",
  place: "Orlando",
  title: "Orlando SEO Services | Orlando, FL Local SEO Company",
  description:
    "Local SEO and websites for Orlando businesses, from Winter Park boutiques to Lake Nona clinics. Rank for residents and visitors alike. Free audit.",
  h1: "Orlando SEO Services for Residents and Visitors Alike",
  intro: [
    "Orlando businesses sell to two audiences at once: residents across Orange and Seminole counties, and the visitors who search from hotel rooms near International Drive. We build search strategies that reach both without mixing the messages.",
    "Our Orlando team works with healthcare practices in Lake Nona, home-service companies in Winter Garden and Oviedo, and independent shops in Winter Park and College Park, tuning each campaign to the neighborhoods that bring in revenue.",
  ],
  servicesIntro:
    "Our Orlando team works as a full Central Florida SEO agency: SEO services across Orlando, FL and its suburbs, local SEO for each area you serve, and Orlando web design built to rank. Clients choose us as their Orlando SEO company because one team handles all of it.",
  faqs: [
    {
      question: "Can you help my business rank for tourists searching in Orlando?",
      answer:
        "Yes. We target the searches visitors make, such as things to do or places to eat near a landmark, and make sure your listing, photos and hours are accurate where they look.",
    },
    {
      question: "Which areas around Orlando do you cover?",
      answer:
        "All of Greater Orlando, including Winter Park, Dr. Phillips, Kissimmee, Altamonte Springs and Oviedo. For businesses across the wider region, see our Central Florida page.",
    },
  ],
});

export const jacksonvillePage: CityPage = defineCity({
  slug: "jacksonville-seo-services",
  office: "jacksonville",
  place: "Jacksonville",
  title: "Jacksonville SEO Services | Local SEO in Jax, FL",
  description:
    "SEO for Jacksonville businesses across a very large city: Riverside, San Marco, the Beaches and Mandarin. Local pages, reviews and websites.",
  h1: "Jacksonville SEO Services Built for a City of Many Neighborhoods",
  intro: [
    "Jacksonville is the largest city by area in the continental United States, so near me searches can land on a competitor across the river. We help Jax businesses rank in the neighborhoods they actually serve, from Riverside and Avondale to the Beaches.",
    "Our Jacksonville clients include medical practices on the Southside, marine and logistics firms near the port and family businesses in Mandarin and Orange Park. Each gets location pages, Google Business Profile care and reporting by area.",
  ],
  servicesIntro:
    "As a Jacksonville SEO company we cover Northeast Florida SEO from the Beaches to Orange Park: local SEO that keeps you visible in a city this size, Jax web design built for phones, and SEO services across Jacksonville, FL, run by one team.",
  faqs: [
    {
      question: "My business serves both Jacksonville and the Beaches. Do I need separate pages?",
      answer:
        "Usually yes. Jacksonville Beach, Neptune Beach and Ponte Vedra are searched as separate places, so a dedicated page with local details and reviews helps you appear in both.",
    },
    {
      question: "Do you work with businesses outside Duval County?",
      answer:
        "Yes, including St. Johns, Clay and Nassau counties. Our North Florida page covers how we work across the rest of the region.",
    },
  ],
});

export const stPetersburgPage: CityPage = defineCity({
  slug: "st-petersburg-seo-services",
  office: "stpetersburg",
  place: "St. Petersburg",
  title: "St. Petersburg SEO Services | Local SEO in St. Pete, FL",
  description:
    "Local SEO and websites for St. Pete businesses, from the Grand Central District to the beaches. Reach Pinellas County customers searching nearby.",
  h1: "St. Petersburg SEO Services for Pinellas County Businesses",
  intro: [
    "St. Pete's independent restaurants, galleries, breweries and professional firms compete for attention with the whole of Tampa Bay. We help them stand out in searches from Downtown and the Grand Central District to Gulfport and St. Pete Beach.",
    "Seasonal visitors and year-round residents search differently, so we plan content and Google Business Profile updates around the calendar and keep your listings correct across Pinellas County.",
  ],
  servicesIntro:
    "Our St. Petersburg office handles SEO services across St. Pete and Pinellas County: local SEO for the neighborhoods your customers come from, St. Petersburg web design that loads fast on a phone, and Done-For-You marketing when you would rather hand the work over.",
  faqs: [
    {
      question: "Is St. Petersburg handled separately from Tampa?",
      answer:
        "Yes. St. Petersburg and Tampa are searched as separate markets, so St. Pete businesses get their own keyword research and local pages, supported by our team across the bay.",
    },
    {
      question: "Can you help a seasonal business around St. Pete Beach?",
      answer:
        "Yes. We schedule posts, offers and content ahead of the busy months, and keep hours and photos current so visitors find accurate information when they search.",
    },
  ],
});
