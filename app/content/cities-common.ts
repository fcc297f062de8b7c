/**
 * Builder shared by the city and region page files. City pages take their areas and keywords from
 * their office record unless they list their own; region pages always list their own.
 */
import { offices } from "./offices";
import type { CityPage, Faq, OfficeKey } from "./types";

interface CityInput {
  slug: string;
  office: OfficeKey;
  place: string;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  servicesIntro: string;
  faqs: Faq[];
  areasServed?: string[];
  localKeywords?: string[];
}

export function defineCity(input: CityInput): CityPage {
  const office = offices[input.office];
  return {
    ...input,
    kind: "city",
    state: office.state,
    areasServed: input.areasServed ?? office.serviceAreas,
    localKeywords: input.localKeywords ?? office.localKeywords,
  };
}

export function defineRegion(input: CityInput & { areasServed: string[]; localKeywords: string[] }): CityPage {
  return { ...input, kind: "region", state: offices[input.office].state };
}

/** "17:00" → "5 p.m." */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const minutes = m === 0 ? "" : `:${String(m).padStart(2, "0")}`;
  return `${h % 12 || 12}${minutes} ${h < 12 ? "a.m." : "p.m."}`;
}

/** Hours sentence from an office record, e.g. "Monday to Friday, 9 a.m. to 5 p.m.". */
export function officeHoursText(key: OfficeKey): string {
  const { dayOfWeek, opens, closes } = offices[key].businessHours;
  return `${dayOfWeek[0]} to ${dayOfWeek[dayOfWeek.length - 1]}, ${clock(opens)} to ${clock(closes)}`;
}
