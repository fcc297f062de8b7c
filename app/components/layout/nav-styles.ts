/** Classes shared by the top bar's links and menu summaries, so both look and highlight alike. */
export function topItemClass(active: boolean): string {
  const base =
    "inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors " +
    "hover:bg-surface-sunken hover:text-fg";
  return active ? `${base} text-fg bg-surface-sunken` : `${base} text-fg-muted`;
}
