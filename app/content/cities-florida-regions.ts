/**
 * Florida region pages: statewide (led from Tampa), South, Central and North Florida (each served
 * from the office nearest to it: Miami, Orlando, Jacksonville; ADR 049).
 */
import { defineRegion, officeHoursText } from "./cities-common";
import type { CityPage } from "./types";

export const floridaPage: CityPage = defineRegion({
  slug: "florida-seo-services",
  office: "tampa",
  place: "Florida",
  title: "Florida SEO Services | Local SEO Across the Sunshine State",
  description:
    "Local SEO, websites and CRM marketing for Florida businesses, with offices in Tampa, Miami, Orlando, Jacksonville and St. Petersburg.",
  h1: "Florida SEO Services from a Team That Works Across the State",
  intro: [
    "Florida is many markets at once: the Gulf Coast, South Florida, the Orlando corridor and the Panhandle each search differently. With five Florida offices led from Tampa, we build campaigns around the markets your customers actually live in.",
    "Whether you run a single clinic or locations from Pensacola to the Keys, we combine Google Business Profile management, location pages and technical SEO so every branch can be found by the people nearby.",
  ],
  servicesIntro:
    "We are a Florida SEO company with five offices, so our SEO services reach every part of Florida: a local SEO agency for single-location businesses, multi-location SEO for brands with branches across the state, and Florida web design that gives every location a fast, findable page.",
  areasServed: [
    "Tampa Bay",
    "Miami-Dade",
    "Broward County",
    "Palm Beach County",
    "Greater Orlando",
    "Jacksonville",
    "St. Petersburg",
    "Tallahassee",
    "Gainesville",
    "Southwest Florida",
  ],
  localKeywords: [
    "Florida SEO company",
    "SEO services Florida",
    "Florida local SEO agency",
    "Florida web design",
    "multi-location SEO Florida",
  ],
  faqs: [
    {
      question: "Do you work with businesses in parts of Florida without an office?",
      answer:
        "Yes. Most of our work happens online, and our Tampa team manages clients from Pensacola to Key West. When an in-person meeting helps, we arrange one.",
    },
    {
      question: "Can you manage SEO for multiple Florida locations?",
      answer:
        "Yes. Each location gets its own Google Business Profile care, a dedicated page and its own reporting, with a single view across all of them.",
    },
  ],
});

export const southFloridaPage: CityPage = defineRegion({
  slug: "south-florida-seo-services",
  office: "miami",
  place: "South Florida",
  title: "South Florida SEO Services | Miami to West Palm Beach",
  description:
    "SEO for businesses in Miami-Dade, Broward and Palm Beach counties. Bilingual local pages, reviews and websites built for South Florida's competition.",
  h1: "South Florida SEO Services from Miami-Dade to Palm Beach",
  intro: [
    "South Florida runs along one continuous corridor from Homestead to Jupiter, and customers happily drive across county lines. We help businesses decide which cities to target and build pages for Fort Lauderdale, Boca Raton or Hialeah that read as genuinely local.",
    "Many South Florida searches are in Spanish, and some in Haitian Creole or Portuguese. We plan multilingual keywords where they matter, and keep listings consistent across the directories South Floridians rely on.",
  ],
  servicesIntro:
    "Our South Florida SEO work runs the length of the coast. Businesses use us as their Fort Lauderdale SEO company, for Boca Raton SEO and for SEO services in West Palm Beach, with bilingual SEO across South Florida wherever customers search in Spanish.",
  areasServed: [
    "Miami",
    "Miami Beach",
    "Hialeah",
    "Fort Lauderdale",
    "Hollywood",
    "Pembroke Pines",
    "Boca Raton",
    "Delray Beach",
    "West Palm Beach",
    "Jupiter",
    "Homestead",
    "Florida Keys",
  ],
  localKeywords: [
    "South Florida SEO",
    "Fort Lauderdale SEO company",
    "Boca Raton SEO",
    "West Palm Beach SEO services",
    "bilingual SEO South Florida",
  ],
  faqs: [
    {
      question: "Should I target Miami, Fort Lauderdale and West Palm Beach with one page?",
      answer:
        "No. Each is searched as its own market. We recommend a page per city you serve, each with local details, photos and reviews, linked from a single South Florida hub.",
    },
    {
      question: "Who looks after South Florida clients?",
      answer: `Our Miami office on Brickell Avenue looks after them (${officeHoursText("miami")}), with meetings across Miami-Dade, Broward and Palm Beach counties.`,
    },
  ],
});

export const centralFloridaPage: CityPage = defineRegion({
  slug: "central-florida-seo-services",
  office: "orlando",
  place: "Central Florida",
  title: "Central Florida SEO Services | Orlando, Lakeland & Beyond",
  description:
    "Local SEO for Central Florida businesses in Orlando, Lakeland, Kissimmee, Ocala and the Space Coast. Map pack rankings, websites and reviews.",
  h1: "Central Florida SEO Services Along the I-4 Corridor",
  intro: [
    "Central Florida is one of the fastest-growing parts of the state, and new neighborhoods in Polk, Osceola and Lake counties fill with residents who have never heard of the businesses nearby. Local SEO is how they find you.",
    "We help clinics, home-service companies, retailers and restaurants along the I-4 corridor rank in the towns they serve, from Lakeland and Kissimmee to Sanford and the Space Coast.",
  ],
  servicesIntro:
    "Central Florida SEO covers a lot of ground, and so do we. Businesses use us as their Lakeland SEO company, for SEO services in Kissimmee, for local SEO in Ocala and for Space Coast SEO from Titusville to Melbourne.",
  areasServed: [
    "Orlando",
    "Kissimmee",
    "Lakeland",
    "Winter Haven",
    "Sanford",
    "Clermont",
    "Ocala",
    "The Villages",
    "Daytona Beach",
    "Melbourne",
  ],
  localKeywords: [
    "Central Florida SEO",
    "Lakeland SEO company",
    "Kissimmee SEO services",
    "Ocala local SEO",
    "Space Coast SEO",
  ],
  faqs: [
    {
      question: "My service area keeps growing. How do you keep up?",
      answer:
        "We review your service area every quarter, add pages for new communities you start serving, and update your Google Business Profile so it reflects where you work today.",
    },
    {
      question: "Do you also cover the Daytona and Space Coast areas?",
      answer:
        "Yes. Volusia and Brevard counties are part of our Central Florida work, with their own keyword research because coastal searches differ from inland ones.",
    },
  ],
});

export const northFloridaPage: CityPage = defineRegion({
  slug: "north-florida-seo-services",
  office: "jacksonville",
  place: "North Florida",
  title: "North Florida SEO Services | Jacksonville to Pensacola",
  description:
    "SEO and websites for North Florida and Panhandle businesses in Jacksonville, Tallahassee, Gainesville, Pensacola and the towns between.",
  h1: "North Florida SEO Services from the First Coast to the Panhandle",
  intro: [
    "North Florida stretches across two time zones, from the First Coast to Pensacola, with university towns, state government and military communities in between. Each market needs its own keywords and its own local signals.",
    "We work with professional firms in Tallahassee, healthcare providers in Gainesville, tourism businesses along the Emerald Coast and family companies in small towns where a well-kept Google Business Profile can make a business the obvious choice.",
  ],
  servicesIntro:
    "North Florida SEO means very different markets. We work as a Tallahassee SEO company for firms near the Capitol, provide SEO services in Gainesville for practices serving students and residents, and act as a Panhandle SEO agency with local SEO in Pensacola and along the Emerald Coast.",
  areasServed: [
    "Jacksonville",
    "St. Augustine",
    "Fernandina Beach",
    "Gainesville",
    "Tallahassee",
    "Lake City",
    "Panama City",
    "Destin",
    "Fort Walton Beach",
    "Pensacola",
  ],
  localKeywords: [
    "North Florida SEO",
    "Tallahassee SEO company",
    "Gainesville SEO services",
    "Pensacola local SEO",
    "Panhandle SEO agency",
  ],
  faqs: [
    {
      question: "Do you handle the Panhandle's Central Time Zone businesses?",
      answer:
        "Yes. We schedule calls and posts around your hours, and we make sure your Google Business Profile shows the right opening times for your zone.",
    },
    {
      question: "Can a small-town business really benefit from SEO?",
      answer:
        "Often more than a city one. With fewer competitors, a complete Google Business Profile, steady reviews and a clear website can put you at the top of local results.",
    },
  ],
});
