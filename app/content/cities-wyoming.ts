/**
 * Wyoming pages, part one: statewide, Cheyenne, Casper, Laramie.
 */
import { defineCity, defineRegion, officeHoursText } from "./cities-common";
import type { CityPage } from "./types";

export const cheyennePage: CityPage = defineCity({
  slug: "cheyenne-seo-services",
  office: "cheyenne",
  place: "Cheyenne",
  title: "Cheyenne SEO Services | Local SEO Company in Cheyenne, WY",
  description:
    "Local SEO, websites and marketing from our Cheyenne office. We help Laramie County businesses get found on Google Maps and in local search.",
  h1: "Cheyenne SEO Services from Our Wyoming Headquarters",
  intro: [
    "Cheyenne is our Wyoming home. We work with businesses along the Lincolnway corridor and across Laramie County, from professional firms near the Capitol to contractors, clinics and ranch suppliers serving the outlying areas.",
    "Cheyenne customers often search for a business and call within the same hour, so we focus on what wins that moment: an accurate Google Business Profile, strong reviews and a fast website that answers their questions on a phone.",
  ],
  servicesIntro:
    "We are a Cheyenne SEO company and a Wyoming digital marketing agency in one: SEO services across Cheyenne, WY and Laramie County, local SEO that keeps your Google Business Profile winning, and Cheyenne web design that answers questions on a phone.",
  faqs: [
    {
      question: "When is the Cheyenne office open?",
      answer: `Our Cheyenne office is open ${officeHoursText("cheyenne")}. Visits are by appointment, and most clients also meet us by video.`,
    },
    {
      question: "Do you work with government contractors and businesses near F.E. Warren?",
      answer:
        "Yes. We help firms that sell to state agencies and the base reach the right buyers, with content that explains their capabilities clearly and listings that match how those buyers search.",
    },
  ],
});

export const wyomingPage: CityPage = defineRegion({
  slug: "wyoming-seo-services",
  office: "cheyenne",
  place: "Wyoming",
  title: "Wyoming SEO Services | Local SEO Across Wyoming",
  description:
    "SEO, websites and CRM marketing for Wyoming businesses, with offices in Cheyenne, Casper, Laramie, Gillette, Rock Springs, Jackson and Sheridan.",
  h1: "Wyoming SEO Services from a Team That Lives Here",
  intro: [
    "Wyoming towns are far apart, and customers often drive an hour or more to reach the right business. When they search, they need to find you before they set off. With seven offices across the state, we know how those searches work.",
    "We help ranches, energy suppliers, outfitters, clinics and Main Street shops cover wide service areas, appear in the towns they serve and reach visitors planning trips to Yellowstone and the Tetons.",
  ],
  servicesIntro:
    "As a Wyoming SEO company with seven offices, we offer SEO services statewide: local SEO for businesses with wide service areas, rural business SEO for ranches and suppliers far from town, and Wyoming web design built for slow connections and long drives.",
  areasServed: [
    "Cheyenne",
    "Casper",
    "Laramie",
    "Gillette",
    "Rock Springs",
    "Green River",
    "Jackson",
    "Sheridan",
    "Cody",
    "Riverton",
    "Lander",
    "Evanston",
  ],
  localKeywords: [
    "Wyoming SEO company",
    "SEO services Wyoming",
    "Wyoming local SEO",
    "Wyoming web design",
    "rural business SEO Wyoming",
  ],
  faqs: [
    {
      question: "My customers come from several counties. Can SEO reach all of them?",
      answer:
        "Yes. We set your Google Business Profile service area to the counties you cover, build a page for each main town, and track rankings from each place so you can see where you appear.",
    },
    {
      question: "Do you serve towns without an office, such as Cody or Riverton?",
      answer: `Yes. Our Cheyenne headquarters (${officeHoursText("cheyenne")}) supports clients across the state, and we travel for kick-off meetings when it helps.`,
    },
  ],
});

export const casperPage: CityPage = defineCity({
  slug: "casper-seo-services",
  office: "casper",
  place: "Casper",
  title: "Casper SEO Services | Local SEO in Casper, WY",
  description:
    "Local SEO and websites for Casper businesses, from Downtown to Mills and Bar Nunn. Show up when Natrona County customers search nearby.",
  h1: "Casper SEO Services for Natrona County Businesses",
  intro: [
    "Casper is central Wyoming's hub for healthcare, shopping and oilfield services, drawing customers from across Natrona County and beyond. We help local businesses turn those searches into calls and visits.",
    "From medical offices and auto dealers to outfitters preparing for the North Platte fishing season, our Casper clients get Google Business Profile management, location pages and reporting that shows which searches lead to customers.",
  ],
  servicesIntro:
    "Our Casper office is a Casper SEO company for central Wyoming: SEO services across Casper, WY, local SEO that puts you in front of Natrona County searchers, Casper web design that works on a phone, and marketing for businesses across the county.",
  faqs: [
    {
      question: "Can you help an oilfield services company get more leads online?",
      answer:
        "Yes. Industrial buyers search for specific services and equipment, so we build pages around those capabilities and the regions you cover, and make it easy to request a quote.",
    },
    {
      question: "Do you cover Mills, Evansville and Bar Nunn?",
      answer:
        "Yes, along with Glenrock and Douglas. If you serve those towns, we include them in your service area and on your website.",
    },
  ],
});

export const laramiePage: CityPage = defineCity({
  slug: "laramie-seo-services",
  office: "laramie",
  place: "Laramie",
  title: "Laramie SEO Services | Local SEO in Laramie, WY",
  description:
    "SEO and websites for Laramie businesses that serve students, faculty and Albany County residents. Google Business Profile, reviews and local pages.",
  h1: "Laramie SEO Services for a University Town",
  intro: [
    "Laramie's customers change with the academic calendar. Students and parents arrive every August, alumni return for football weekends, and year-round residents keep local businesses going through the quiet months. We plan SEO around that rhythm.",
    "We help restaurants and shops on Ivinson Avenue and Grand Avenue, property managers, clinics and outdoor businesses near the Snowy Range reach both the university community and the rest of Albany County.",
  ],
  servicesIntro:
    "As a Laramie SEO company we offer SEO services across Laramie, WY: local SEO for shops and clinics that serve students and residents, Laramie web design, and Albany County marketing that reaches people before they make the drive.",
  faqs: [
    {
      question: "How do you reach University of Wyoming students?",
      answer:
        "Students search on their phones, often for something open right now. We keep your hours, menus and photos current, and time posts and offers to move-in week and the semester calendar.",
    },
    {
      question: "Is a small Laramie business too small for SEO?",
      answer:
        "No. Our DIY Platform lets you handle the basics yourself, and we can step in with Done-For-You help when you need it.",
    },
  ],
});
