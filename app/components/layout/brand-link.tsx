import { Link } from "@remix-run/react";
import { BRAND_NAME } from "~/content/brand";
import { BrandMark } from "~/components/ui/brand-mark";

/**
 * The still brand (logo and name) of the frames without the public top bar: the account frame,
 * the audit tool and the error screens. Named like the top bar's wordmark, "Rankwell home".
 */
export function BrandLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label={`${BRAND_NAME} home`}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-fg ${className}`}
    >
      <BrandMark size={28} className="size-7" />
      <span aria-hidden="true">{BRAND_NAME}</span>
    </Link>
  );
}
