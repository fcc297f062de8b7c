/**
 * Runs a burst of requests so that its verdict comes from one window of a Workers rate limit.
 * Locally the limits are Miniflare's, whose windows are aligned to the wall clock (a window is
 * `floor(now / period)`): a burst that crosses a boundary starts counting again halfway and says
 * nothing about the limit, whatever the machine's speed (the slower the machine, the likelier).
 * When the first burst crossed one, the second starts just after it, a whole window ahead.
 * `burst` must use a key of its own on every call (a fresh address or target), as the first
 * burst's requests still count in the new window.
 */
export async function withinOneWindow<T>(periodSeconds: number, burst: () => Promise<T>): Promise<T> {
  const windowOf = (time: number) => Math.floor(time / (periodSeconds * 1000));
  const started = Date.now();
  const result = await burst();
  return windowOf(Date.now()) === windowOf(started) ? result : burst();
}
