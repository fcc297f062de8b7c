import type { Viewer } from "./viewer";

/** How long after opening a recovery link the new password may be set (the link's own lifetime). */
export const RECOVERY_WINDOW_SECONDS = 60 * 60;

/** True when the viewer's session was opened by a password-recovery link within the window. */
export function isRecoverySession(viewer: Viewer | null, now: number = Date.now() / 1000): boolean {
  const at = viewer?.recoveredAt;
  return typeof at === "number" && now - at >= 0 && now - at <= RECOVERY_WINDOW_SECONDS;
}
