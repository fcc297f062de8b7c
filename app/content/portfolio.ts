/**
 * The example designs on /services/website-development: page mock-ups drawn for the industries the
 * specification features (public/images/portfolio/). They are examples of our work's style for
 * made-up businesses, labelled "Example design" wherever they appear; none is a client's site.
 */

/** An image file with its intrinsic size and text alternative. */
export interface ImageFile {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const desktop = (file: string, alt: string): ImageFile => ({
  src: `/images/portfolio/${file}.svg`,
  alt,
  width: 800,
  height: 560,
});

/** The mock-up for each industry section of the Website Development page, by section id. */
export const portfolioImages: Record<string, ImageFile & { address: string }> = {
  "fire-unions": {
    ...desktop(
      "fire-union",
      "Example design: home page of a fire fighters' union with news, events and a member login",
    ),
    address: "harborcityfirefighters.example",
  },
  "veterinary-clinics": {
    ...desktop(
      "veterinary-clinic",
      "Example design: home page of a veterinary clinic with online booking and services",
    ),
    address: "maplepawsvet.example",
  },
  "real-estate": {
    ...desktop(
      "real-estate",
      "Example design: home page of a real estate agency with a listing search and featured homes",
    ),
    address: "coastlinerealty.example",
  },
  "service-businesses": {
    ...desktop(
      "service-business",
      "Example design: home page of a plumbing and air conditioning company with a quote button",
    ),
    address: "summitplumbingair.example",
  },
};

/**
 * The hero of the Website Development page: the four example designs side by side, one concept per
 * industry, so no single invented business stands for all of them (ADR 051).
 */
export const websiteShowcase = {
  ids: ["fire-unions", "veterinary-clinics", "real-estate", "service-businesses"],
  alt: "Example designs, one per industry: a fire fighters' union, a veterinary clinic, a real estate agency and a plumbing company. None is a client's site.",
} as const;
