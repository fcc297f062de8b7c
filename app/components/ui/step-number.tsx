/**
 * A step's number drawn in the accent disc (processes on service pages, the CRM setup guide). It
 * is decoration: the step's heading says which step it is.
 */
export function StepNumber({ n }: { n: number | string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-solid font-semibold text-on-accent shadow-sm"
    >
      {n}
    </span>
  );
}
