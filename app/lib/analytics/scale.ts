/**
 * The few pieces of a chart the server needs: a linear scale from counts to pixels and round
 * tick values for its axis. Pure, tiny, and never sent to the browser as a library.
 */

/** A round top for the axis (1, 2, 5 × 10ⁿ steps) at or above `max`, with its ticks from 0. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const roundStep = Math.max(1, step);
  const top = Math.ceil(max / roundStep) * roundStep;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += roundStep) ticks.push(value);
  return ticks;
}

/** Maps [0, domainMax] onto [0, rangeMax]; a zero domain maps everything to 0. */
export function linearScale(domainMax: number, rangeMax: number): (value: number) => number {
  if (!(domainMax > 0)) return () => 0;
  return (value) => (Math.max(0, Math.min(value, domainMax)) / domainMax) * rangeMax;
}

/** Which of `length` bars get an x-axis label, so labels never crowd (7 → all, 30 → ~6, 90 → ~6). */
export function labelEvery(length: number, maxLabels = 7): number {
  return Math.max(1, Math.ceil(length / maxLabels));
}
