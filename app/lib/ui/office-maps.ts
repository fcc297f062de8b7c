import { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";
import { stateOutlines } from "~/content/state-outlines";
import type { OfficeKey, StateCode } from "~/content/types";
import { stateMapData, type StateMapData } from "./state-map";

/** The states with offices, in the order pages list them. */
export const OFFICE_STATES: StateCode[] = ["FL", "WY"];

/** A state's map with `office` marked and the state's other offices around it. */
export function officeMap(state: StateCode, office: OfficeKey = PRIMARY_OFFICES[state]): StateMapData {
  const others = officeKeys.filter((key) => offices[key].state === state).map((key) => ({ key, ...offices[key] }));
  return stateMapData(stateOutlines[state], { key: office, ...offices[office] }, others);
}
