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
