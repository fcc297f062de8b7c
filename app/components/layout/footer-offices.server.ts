import type { FooterOffice } from "./site-footer.markup";
import { cityPagePath, cityPages } from "~/content/cities";
import { officeKeys, offices } from "~/content/offices";

const STATE_NAMES = { FL: "Florida", WY: "Wyoming" } as const;

/**
 * Each office with the city page that presents it, for the footer. Built on the server so the
 * office records (addresses, hours, reviews) never enter the browser bundle.
 */
export function footerOffices(): FooterOffice[] {
  return officeKeys.flatMap((key) => {
    const page = cityPages.find((p) => p.kind === "city" && p.office === key);
    const office = offices[key];
    return page ? [{ city: office.city, href: cityPagePath(page), state: STATE_NAMES[office.state] }] : [];
  });
}
