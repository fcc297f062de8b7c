import { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";
import type { OfficeKey, StateCode } from "~/content/types";
import { stateMapData, type StateMapData } from "./state-map";

/** The states with offices, in the order pages list them. */
export const OFFICE_STATES: StateCode[] = ["FL", "WY"];

/** A state's map with `office` in the spotlight and the state's other offices around it. */
export function officeMap(state: StateCode, office: OfficeKey = PRIMARY_OFFICES[state]): StateMapData {
  const place = (key: OfficeKey) => ({ key, name: offices[key].name, city: offices[key].city });
  const others = officeKeys.filter((key) => offices[key].state === state).map(place);
  return stateMapData(state, place(office), others);
}
