import { Link } from "@remix-run/react";
import { proofTabs, proofTabsLabel } from "~/content/proof";

/**
 * The kinds of proof as links, one page each (ADR 078), drawn as the analytics period's segmented
 * control; a new kind is one more entry in proofTabs.
 */
export function ProofTabs({ current }: { current: (typeof proofTabs)[number]["href"] }) {
  return (
    <nav aria-label={proofTabsLabel}>
      <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface-raised p-1 sm:self-start">
        {proofTabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.href === current ? "page" : undefined}
              className={`flex h-11 items-center justify-center rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors sm:h-9 ${
                tab.href === current
                  ? "bg-accent-soft text-accent"
                  : "text-fg-muted hover:bg-surface-sunken hover:text-fg"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
