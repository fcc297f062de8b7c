import type { ReactNode } from "react";
import { Backdrop } from "~/components/ui/backdrop";
import { ActionPair } from "~/components/ui/button";
import { homeLink } from "~/content/errors";
import type { Cta } from "~/content/types";

/**
 * The frame every error screen shares: one centred column on a quiet backdrop, readable inside the
 * site's frame, inside the account frame, and under the slim header of the root error boundary.
 * It fills the window below a 64 px bar, so the footer (where there is one) starts below the fold.
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-surface-sunken py-16 text-fg sm:py-24"
    >
      <Backdrop />
      <div className="container-page flex flex-col items-center text-center">{children}</div>
    </main>
  );
}

/** A status code as the screen's h1 ("404"), large. */
export function ErrorCode({ children }: { children: string }) {
  return (
    <h1 className="text-[6.5rem] leading-none font-semibold tracking-tighter text-accent tabular-nums sm:text-[9rem]">
      {children}
    </h1>
  );
}

/** The screen's h1 when it has no code to show. */
export function ErrorTitle({ children }: { children: string }) {
  return <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{children}</h1>;
}

/** The headline under a code ("Oops! Page not found"). */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-2xl font-semibold tracking-tight text-balance text-fg sm:text-3xl">{children}</p>;
}

/** Running text under the headline. */
export function ErrorText({ children, role }: { children: ReactNode; role?: "alert" }) {
  return (
    <p role={role} className="mt-4 max-w-xl text-lg text-pretty text-fg-muted">
      {children}
    </p>
  );
}

/** Return to Home first, then the screen's own way on; full width on phones. */
export function ErrorActions({ secondary }: { secondary?: Cta }) {
  return <ActionPair primary={homeLink} secondary={secondary} className="mt-10 w-full sm:w-auto" />;
}

/** A quiet label above the title ("Error 405"): what kind of failure, without shouting. */
export function ErrorStatus({ children, tone }: { children: ReactNode; tone: "warning" | "danger" }) {
  return (
    <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-3 py-1 text-sm font-medium text-fg-muted tabular-nums">
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone === "warning" ? "bg-warning" : "bg-danger"}`} />
      {children}
    </p>
  );
}
