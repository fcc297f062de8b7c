import { useId } from "react";
import { mapLabels as labels } from "~/content/page-labels";
import { MARKS, mapLayout, type StateMapData } from "~/lib/ui/state-map";

/**
 * The state drawn from Census geometry (ADR 049), its county lines faint, the page's office marked
 * and labelled and the other offices as rings. One image to assistive technology: its title names
 * the state and office, its description lists the other offices. `compact` (two maps side by side)
 * scales the marks up to stay legible and leaves the legend to the caller. The label goes where it
 * covers no marker (mapLayout); the browser test region-maps.spec.ts measures it.
 */
export function StateMap({ map, compact = false }: { map: StateMapData; compact?: boolean }) {
  const id = useId();
  const { office } = map;
  const k = compact ? 1.8 : 1;
  const { viewBox, barY, label } = mapLayout(map, k);
  const svg = (
    <svg
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      width={viewBox.width}
      height={viewBox.height}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{labels.title(map.stateName, office.name)}</title>
      <desc id={`${id}-desc`}>
        {labels.description(
          map.stateName,
          office,
          map.others.map((other) => other.name),
        )}
      </desc>
      <path
        d={map.outline}
        className="fill-accent-soft stroke-accent"
        strokeWidth="1.25"
        strokeLinejoin="round"
        data-map-outline=""
      />
      <path d={map.counties} fill="none" className="stroke-accent" strokeWidth=".6" opacity=".3" />
      {/* The spotlit office goes under the other rings, so a close neighbour (St. Petersburg by
          Tampa) stays drawn in full; its label covers no ring (mapLayout). */}
      <g data-map-office={office.name}>
        <circle cx={office.x} cy={office.y} r={12 * k} className="fill-accent-solid" opacity=".18" />
        <circle
          cx={office.x}
          cy={office.y}
          r={(MARKS.officeRadius - 1.25) * k}
          className="fill-accent-solid stroke-surface-raised"
          strokeWidth={2.5 * k}
          data-map-marker={office.name}
        />
        <g data-map-label="">
          <rect {...label} rx={label.height / 2} className="fill-fg" />
          <text
            x={label.x + label.width / 2}
            y={label.y + label.height / 2 + 4.5 * k}
            textAnchor="middle"
            fontSize={MARKS.labelFont * k}
            className="fill-surface font-semibold"
          >
            {office.city}
          </text>
        </g>
      </g>
      {map.others.map((other) => (
        <circle
          key={other.key}
          cx={other.x}
          cy={other.y}
          r={4.5 * k}
          className="fill-surface-raised stroke-accent"
          strokeWidth={2 * k}
          data-map-marker={other.name}
        />
      ))}
      <g className="fill-fg-subtle stroke-fg-subtle" fontSize={12 * k}>
        <path d={`M0 ${barY - 5}v5h${map.scaleBar.pixels}v-5`} fill="none" strokeWidth="1.5" strokeLinejoin="round" />
        <text x={map.scaleBar.pixels + 8 * k} y={barY + 4 * k} stroke="none">
          {labels.scale(map.scaleBar.miles)}
        </text>
      </g>
    </svg>
  );
  if (compact) return svg;
  return (
    <figure className="rounded-card border border-border bg-surface-raised p-4 shadow-card sm:p-6">
      {svg}
      <MapLegend officeName={office.name} others={map.others.length > 0 ? labels.otherOffices(map.stateName) : null} />
    </figure>
  );
}

/** What the map's two kinds of marker mean. */
export function MapLegend({ officeName, others }: { officeName: string; others: string | null }) {
  return (
    <figcaption className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="size-3 rounded-full bg-accent-solid ring-2 ring-accent-soft" />
        {officeName}
      </span>
      {others ? (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-accent" />
          {others}
        </span>
      ) : null}
    </figcaption>
  );
}
