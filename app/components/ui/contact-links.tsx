import type { ContactReach } from "~/content/types";
import { reachValue, useContactBook } from "~/lib/site/contact-book";
import { displayPhone, telHref } from "~/lib/ui/phone";

const LINK = "whitespace-nowrap font-medium text-accent underline-offset-4 hover:underline";

/** A phone number people can tap; it never breaks across lines. */
export function PhoneLink({ number, className = "" }: { number: string; className?: string }) {
  return (
    <a href={telHref(number)} className={`${LINK} ${className}`}>
      {displayPhone(number)}
    </a>
  );
}

/** An email address as a mailto: link that never breaks across lines. */
export function EmailLink({ address, className = "" }: { address: string; className?: string }) {
  return (
    <a href={`mailto:${address}`} className={`${LINK} ${className}`}>
      {address}
    </a>
  );
}

/** The ways of reaching us that the settings fill in (a phone line without a number drops out). */
export function useReachable<T extends { reach: ContactReach }>(items: readonly T[]): T[] {
  const book = useContactBook();
  return items.filter((item) => reachValue(book, item.reach) !== "");
}

/** A way of reaching us as its tel: or mailto: link, from the settings; nothing while it has no number. */
export function ReachLink({ reach, className = "" }: { reach: ContactReach; className?: string }) {
  const value = reachValue(useContactBook(), reach);
  if (!value) return null;
  return reach === "email" ? (
    <EmailLink address={value} className={className} />
  ) : (
    <PhoneLink number={value} className={className} />
  );
}
