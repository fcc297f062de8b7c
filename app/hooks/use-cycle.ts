import { useEffect, useRef, useState } from "react";
import { startCycle } from "./cycle";

/**
 * The current index of a cycle that advances every `intervalMs` while `running`; when it stops
 * and starts again it carries on from the index shown. Starts at 0, as the server renders it.
 */
export function useCycle(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  useEffect(() => {
    current.current = index;
  }, [index]);
  useEffect(
    () => (running && count > 1 ? startCycle(count, intervalMs, current.current, setIndex) : undefined),
    [running, count, intervalMs],
  );
  return index;
}
