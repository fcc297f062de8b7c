import { mapLabels, serviceAreasLabels } from "~/content/page-labels";
import type { StateMapData } from "~/lib/ui/state-map";
import { MapLegend, StateMap } from "./state-map.markup";

/** Both states side by side, each with its offices: the company's footprint at a glance. */
export function OfficeMaps({ maps }: { maps: StateMapData[] }) {
  return (
    <figure className="rounded-card border border-border bg-surface-raised p-4 shadow-card sm:p-6">
      <div className="grid grid-cols-[minmax(0,0.85fr)_minmax(0,1fr)] items-end gap-4 sm:gap-8">
        {maps.map((map) => (
          <StateMap key={map.stateName} map={map} compact />
        ))}
      </div>
      <MapLegend officeName={mapLabels.leadOffices} others={serviceAreasLabels.otherOffices} />
    </figure>
  );
}
