/**
 * The home page feature grid (docs/product.md §2, §3). DIY cards show Learn More, done-for-you cards show
 * Get Professional Help; both go to the card's service route.
 */
import { site } from "./site";

export const featuresSection = {
  id: "features",
  badge: site.badges.aiTools,
  title: "Everything You Need to Rank Higher",
  description: "Powerful tools to do it yourself, and an expert team when you would rather not.",
  labels: {
    expand: "Show Features",
    collapse: "Show Less",
    diy: "Learn More",
    doneForYou: "Get Professional Help",
    /** What kind of offer a card is, above its title. */
    diyKind: "DIY tool",
    doneForYouKind: "Done for you",
  },
} as const;

/** The feature notes of docs/product.md §1, shown as badges on the cards they belong to. */
export const featureNotes = {
  articles: "Unlimited articles",
  keywords: "Keyword tracker up to 5,000 keywords",
  analytics: "Real-time analytics",
  competitors: "Unlimited competitors",
} as const;
