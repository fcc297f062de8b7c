/**
 * Wyoming pages, part two: Gillette, Rock Springs, Jackson, Sheridan.
 */
import { defineCity } from "./cities-common";
import type { CityPage } from "./types";

export const gillettePage: CityPage = defineCity({
  slug: "gillette-seo-services",
  office: "gillette",
  place: "Gillette",
  title: "Gillette SEO Services | Local SEO in Gillette, WY",
  description:
    "Local SEO and websites for Gillette and Campbell County businesses, from energy suppliers to family restaurants. Get found by customers nearby.",
  h1: "Gillette SEO Services for Campbell County",
  intro: [
    "Gillette's economy is built on energy, and so is much of its search traffic: crews, contractors and suppliers looking for equipment, lodging and services close to the mines. We help local businesses be the first result those searches find.",
    "We also work with the family businesses that serve Gillette's residents, including dentists, mechanics, restaurants and home builders, so they rank across Campbell County as well as in town.",
  ],
  servicesIntro:
    "Our Gillette team is a Gillette SEO company built for Campbell County: SEO services across Gillette, WY, local SEO for contractors and suppliers, Campbell County web design, and energy industry marketing in Wyoming that reaches buyers across the Powder River Basin.",
  faqs: [
    {
      question: "Can you help us reach work crews who are new to Gillette?",
      answer:
        "Yes. Crews search from their phones for lodging, food, repairs and supplies. We make sure your listing is complete, your hours are right and your site loads quickly on a patchy signal.",
    },
    {
      question: "Do you serve Wright and Moorcroft?",
      answer:
        "Yes. We include the towns you serve in your service area, and add pages for them when customers there search for you by name.",
    },
  ],
});

export const rockSpringsPage: CityPage = defineCity({
  slug: "rock-springs-seo-services",
  office: "rocksprings",
  place: "Rock Springs",
  title: "Rock Springs SEO Services | Sweetwater County Local SEO",
  description:
    "SEO and websites for Rock Springs and Green River businesses. Reach Sweetwater County customers and I-80 travelers who search on the road.",
  h1: "Rock Springs SEO Services for Sweetwater County",
  intro: [
    "Rock Springs sits on Interstate 80, so local businesses serve two groups: Sweetwater County residents and the drivers passing through who search for a meal, a room or a repair. We help you reach both.",
    "Our Rock Springs clients include trona and energy suppliers, auto and truck repair shops, healthcare providers and Green River businesses near Flaming Gorge, each with listings and pages built around how their customers search.",
  ],
  servicesIntro:
    "As a Rock Springs SEO company we serve all of Sweetwater County: SEO services in Rock Springs, WY, local SEO along the I-80 corridor, Sweetwater County web design, and marketing for Green River businesses just down the road.",
  faqs: [
    {
      question: "How do I reach travelers on I-80?",
      answer:
        "Travelers search on their phones for things near their exit. A complete Google Business Profile with accurate hours, photos and reviews is what puts you in front of them, and we keep it that way.",
    },
    {
      question: "Do you cover Green River as well?",
      answer:
        "Yes. Rock Springs and Green River are searched separately, so businesses serving both get a page and keyword tracking for each.",
    },
  ],
});

export const jacksonPage: CityPage = defineCity({
  slug: "jackson-seo-services",
  office: "jackson",
  place: "Jackson",
  title: "Jackson Hole SEO Services | Local SEO in Jackson, WY",
  description:
    "SEO and websites for Jackson Hole lodging, outfitters, galleries and restaurants. Reach visitors planning trips to the Tetons and Yellowstone.",
  h1: "Jackson Hole SEO Services for Tourism and Local Businesses",
  intro: [
    "Most of Jackson's customers start searching months before they arrive, planning trips to Grand Teton and Yellowstone from home. We help lodges, outfitters, guides, galleries and restaurants appear during that planning stage, not only once visitors are in town.",
    "Jackson also has a busy year-round community in Wilson, Teton Village and across the pass in Teton Valley. We help local service businesses reach those residents in between the summer and ski seasons.",
  ],
  servicesIntro:
    "Our Jackson office does Jackson Hole SEO for a market shaped by visitors: SEO services in Jackson, WY, Jackson Hole web design with booking built in, Teton County marketing for year-round residents, and tourism SEO across Wyoming for trips planned months ahead.",
  faqs: [
    {
      question: "How early should a Jackson Hole business prepare for the season?",
      answer:
        "Start two to three months ahead. Visitors research early, so we publish seasonal pages and update your listings well before summer and ski season open.",
    },
    {
      question: "Can you help us rely less on booking platforms?",
      answer:
        "Yes. Ranking your own website for the activities and stays you offer lets more guests book with you directly, and we set up tracking so you can see how many do.",
    },
  ],
});

export const sheridanPage: CityPage = defineCity({
  slug: "sheridan-seo-services",
  office: "sheridan",
  place: "Sheridan",
  title: "Sheridan SEO Services | Local SEO in Sheridan, WY",
  description:
    "Local SEO and websites for Sheridan businesses, from Main Street shops to ranches and Bighorn outfitters. Reach customers across Sheridan County.",
  h1: "Sheridan SEO Services from Main Street to the Bighorns",
  intro: [
    "Sheridan's historic Main Street, its ranching heritage and its access to the Bighorn Mountains draw customers from across northern Wyoming and southern Montana. We help local businesses show up for all of them.",
    "Our Sheridan clients include retailers and restaurants downtown, guest ranches and outfitters near Big Horn and Story, and professional services that serve Sheridan, Buffalo and the surrounding ranch country.",
  ],
  servicesIntro:
    "As a Sheridan SEO company we offer SEO services across Sheridan, WY: local SEO for Main Street shops and ranch suppliers, Sheridan web design, and marketing for businesses around the Bighorn Mountains that reaches visitors and locals alike.",
  faqs: [
    {
      question: "Can a guest ranch near Sheridan rank against national booking sites?",
      answer:
        "Yes, for the searches that matter most to you. Detailed pages about your activities, season and location, plus reviews from past guests, help travelers find and book you directly.",
    },
    {
      question: "Do you serve customers across the Montana line?",
      answer:
        "Yes. Many Sheridan businesses serve customers from Billings and southern Montana, and we include those areas in your keyword tracking and content.",
    },
  ],
});
