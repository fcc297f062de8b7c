/**
 * The quiet texture behind a page's one focal element (the sign-in card, an error screen): a dot
 * grid fading out from the centre under a soft glow of the accent. Decorative; place it first inside
 * a `relative isolate` box.
 */
export function Backdrop() {
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(var(--border-strong)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_60%_50%_at_50%_40%,black,transparent)] [background-size:22px_22px] opacity-70"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(40rem_22rem_at_50%_0%,var(--accent-soft),transparent_70%)]"
      />
    </>
  );
}
