/**
 * The wordmark's word rotation as a pure schedule: every `intervalMs` the word fades out for
 * `fadeMs`, is swapped, and fades back in. Kept free of React so it can be tested with fake timers.
 */
export interface RotationTiming {
  intervalMs: number;
  fadeMs: number;
}

export interface RotationState {
  index: number;
  visible: boolean;
}

/** Starts the rotation; returns a function that stops it. */
export function startRotation(
  count: number,
  { intervalMs, fadeMs }: RotationTiming,
  onChange: (state: RotationState) => void,
): () => void {
  let index = 0;
  let swap: ReturnType<typeof setTimeout> | undefined;
  const tick = setInterval(() => {
    onChange({ index, visible: false });
    swap = setTimeout(() => {
      index = (index + 1) % count;
      onChange({ index, visible: true });
    }, fadeMs);
  }, intervalMs);
  return () => {
    clearInterval(tick);
    if (swap) clearTimeout(swap);
  };
}
