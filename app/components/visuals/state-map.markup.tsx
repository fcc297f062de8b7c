import { useId } from "react";
import { mapLabels as labels } from "~/content/page-labels";
import type { StateMapData } from "~/lib/ui/state-map";

const LABEL_HEIGHT = 26;
/** Geist at 13 px averages about 7.4 px a character; the pill is sized from it. */
const CHAR_WIDTH = 7.4;
const MARGIN = 12;
/** Room under the map for the scale bar. */
const FOOT = 36;

/**
 * The state with the page's office marked and labelled and the other offices as rings, drawn from
 * the loader's StateMapData. One image to assistive technology: its title names the state and
 * office, its description lists the other offices. `compact` (two maps side by side) leaves the
 * legend to the caller.
 */
export function StateMap({ map, compact = false }: { map: StateMapData; compact?: boolean }) {
  const id = useId();
  const { office } = map;
  // Drawn at about half size side by side, a compact map scales its marks up to stay legible.
  const k = compact ? 1.8 : 1;
  const labelHeight = LABEL_HEIGHT * k;
  const labelWidth = Math.round((office.city.length * CHAR_WIDTH + 24) * k);
  const labelX = office.labelSide === "right" ? office.x + 14 * k : office.x - 14 * k - labelWidth;
  const foot = FOOT * k;
  const barY = map.height + foot * 0.66;
  const svg = (
    <svg
      viewBox={`${-MARGIN} ${-MARGIN} ${map.width + 2 * MARGIN} ${map.height + MARGIN + foot}`}
      width={map.width + 2 * MARGIN}
      height={map.height + MARGIN + foot}
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
      <path d={map.graticule} fill="none" className="stroke-border" strokeWidth="1" strokeDasharray="2 4" />
      <path
        d={map.outline}
        className="fill-accent-soft stroke-accent"
        strokeWidth="1.5"
        strokeLinejoin="round"
        data-map-outline=""
      />
      {map.peaks.map((peak) => (
        <path
          key={`${peak.x}-${peak.y}`}
          d={`M${peak.x - 7} ${peak.y + 5}l7-10 7 10`}
          fill="none"
          className="stroke-accent"
          strokeWidth="1.25"
          strokeLinejoin="round"
          opacity="0.45"
        />
      ))}
      {map.lakes.map((lake) => (
        <ellipse
          key={`${lake.cx}-${lake.cy}`}
          {...lake}
          className="fill-surface-raised stroke-accent"
          strokeWidth="1"
        />
      ))}
      {map.lines.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          className="stroke-accent"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="0.1 7"
        />
      ))}
      {map.others.map((other) => (
        <circle
          key={other.key}
          cx={other.x}
          cy={other.y}
          r={4.5 * k}
          className="fill-surface-raised stroke-accent"
          strokeWidth={2 * k}
        />
      ))}
      <g data-map-office={office.name}>
        <circle cx={office.x} cy={office.y} r={15 * k} className="fill-accent-solid" opacity="0.18" />
        <circle
          cx={office.x}
          cy={office.y}
          r={6.5 * k}
          className="fill-accent-solid stroke-surface-raised"
          strokeWidth={2.5 * k}
        />
        <rect
          x={labelX}
          y={office.y - labelHeight / 2}
          width={labelWidth}
          height={labelHeight}
          rx={labelHeight / 2}
          className="fill-fg"
        />
        <text
          x={labelX + labelWidth / 2}
          y={office.y + 4.5 * k}
          textAnchor="middle"
          fontSize={13 * k}
          className="fill-surface font-semibold"
        >
          {office.city}
        </text>
      </g>
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
