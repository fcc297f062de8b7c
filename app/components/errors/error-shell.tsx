import type { ReactNode } from "react";
import { homeLink } from "~/content/errors";

/** The frame every error page shares: centred, readable with or without the site chrome. */
export function ErrorShell({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface-sunken px-6 py-24 text-center text-fg"
    >
      {children}
    </main>
  );
}

export function HomeLink() {
  return (
    <a
      href={homeLink.href}
      className="rounded-md bg-accent-solid px-5 py-2.5 font-semibold text-on-accent hover:bg-accent-solid-hover"
    >
      {homeLink.label}
    </a>
  );
}
