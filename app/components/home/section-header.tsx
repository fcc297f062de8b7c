/** The badge, heading and lead paragraph that open each home section (dark theme). */
export function SectionHeader({
  id,
  badge,
  title,
  description,
}: {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  badge?: string;
  title: string;
  description?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {badge ? (
        <p className="inline-block rounded-full border border-brand-400/40 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-200">
          {badge}
        </p>
      ) : null}
      <h2 id={id} className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-slate-300">{description}</p> : null}
    </div>
  );
}

/** Shared outer frame: full-width band, centred content, room for the sticky top bar on jumps. */
export const SECTION_CLASS = "scroll-mt-20 px-4 py-20 sm:px-6";
export const CONTAINER_CLASS = "mx-auto max-w-7xl";
