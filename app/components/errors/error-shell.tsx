import type { ReactNode } from "react";
import { homeLink } from "~/content/errors";

/** The frame every error page shares: centred, readable with or without the site chrome. */
export function ErrorShell({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 py-24 text-center text-slate-900"
    >
      {children}
    </main>
  );
}

export function HomeLink() {
  return (
    <a href={homeLink.href} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
      {homeLink.label}
    </a>
  );
}
