import { HAPTIC_VIBRATION_MS } from "~/content/timings";
import { MOBILE_QUERY } from "~/lib/motion/device";

export type HapticStrength = keyof typeof HAPTIC_VIBRATION_MS;

/**
 * A short vibration (10, 20 or 30 ms, docs/product.md §4.5) on a phone that can vibrate: only
 * where the device rules call it mobile (§4.8) and `navigator.vibrate` exists; elsewhere, and
 * on the server, nothing. Browsers also ignore it until the visitor has touched the page.
 */
export function haptic(strength: HapticStrength): void {
  if (typeof navigator === "undefined" || typeof navigator.vibrate !== "function") return;
  if (!window.matchMedia(MOBILE_QUERY).matches) return;
  navigator.vibrate(HAPTIC_VIBRATION_MS[strength]);
}
