// Apart from dialogs.ts: the root layout loads that one on every page, this one only the dialogs.

/**
 * A click on a modal <dialog>'s backdrop reaches the dialog element itself, at a point outside
 * its box (a click on its padding is inside the box, so it does not count).
 */
export function isBackdropClick(
  point: { clientX: number; clientY: number },
  box: { left: number; right: number; top: number; bottom: number },
): boolean {
  return point.clientX < box.left || point.clientX > box.right || point.clientY < box.top || point.clientY > box.bottom;
}
