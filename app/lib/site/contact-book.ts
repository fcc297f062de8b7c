import { createContext, useContext } from "react";
import type { ContactReach, PhoneLine } from "~/content/types";
import type { OfficeFactsByKey } from "./office-facts";

/**
 * How visitors reach the company, as the site settings say (docs/decisions/052): the four phone
 * lines, each "" until an admin enters its number, and the contact email. Components read it from
 * context, so a page's markup shows what /admin/settings holds without threading it through props.
 */
export interface ContactBook {
  phones: Record<PhoneLine, string>;
  email: string;
  /**
   * What the company confirmed about its offices and reviews (ADR 079), for the server's markup and
   * structured data; the browser's book (from the public settings) has none and draws no office.
   */
  facts?: { offices: OfficeFactsByKey; companyReviews: { rating: number; count: number } };
}

export const ContactBookContext = createContext<ContactBook | null>(null);

/** The book made from the site settings (the root loader's, or the server's own). */
export function contactBook(settings: {
  phones: Record<PhoneLine, string>;
  contactEmail: string;
  offices?: OfficeFactsByKey;
  companyReviews?: { rating: number; count: number };
}): ContactBook {
  const { offices, companyReviews } = settings;
  return {
    phones: settings.phones,
    email: settings.contactEmail,
    ...(offices && companyReviews
      ? { facts: { offices, companyReviews: { rating: companyReviews.rating, count: companyReviews.count } } }
      : {}),
  };
}

/** The book of the page being drawn; a render without one is a wiring mistake, not an empty book. */
export function useContactBook(): ContactBook {
  const book = useContext(ContactBookContext);
  if (!book) throw new Error("Contact details drawn outside a ContactBookContext (docs/decisions/052).");
  return book;
}

/** The number or address for a way of reaching us; "" for a phone line with no number yet. */
export function reachValue(book: ContactBook, reach: ContactReach): string {
  return reach === "email" ? book.email : book.phones[reach].trim();
}

/** A key that changes whenever what the book would draw changes (for markup kept per isolate). */
export function contactBookKey(book: ContactBook): string {
  return JSON.stringify([
    book.phones.tollFree,
    book.phones.tampa,
    book.phones.miami,
    book.phones.wyoming,
    book.email,
    book.facts ?? null,
  ]);
}
