/** Classes shared by the top bar's links and menu triggers, so both look and highlight alike. */
export function topItemClass(active: boolean): string {
  const base =
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 dark:hover:bg-white/10 data-[state=open]:bg-slate-100 dark:data-[state=open]:bg-white/10";
  return active
    ? `${base} text-brand-700 underline decoration-2 underline-offset-8 dark:text-brand-200`
    : `${base} text-slate-700 dark:text-slate-200`;
}
