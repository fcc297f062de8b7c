import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";

/**
 * Which of the top bar's disclosures is open (one at a time), for the <details> menus that work
 * without JavaScript. With it, a menu also closes on Escape (focus back on its summary), on a click
 * outside the bar, and on any navigation, even to the page already shown.
 */
export function useSiteMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();
  const close = useCallback(() => setOpenId(null), []);

  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenId(null);
  }

  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      document.querySelector<HTMLElement>(`[data-menu="${openId}"] > summary`)?.focus();
      setOpenId(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!(event.target as Element | null)?.closest?.("[data-site-header]")) setOpenId(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openId]);

  /** Props for one menu's <details>: controlled, and in step when the browser toggles it itself. */
  const detailsProps = useCallback(
    (id: string) => ({
      "data-menu": id,
      open: openId === id,
      onToggle: (event: { currentTarget: HTMLDetailsElement }) => {
        const nowOpen = event.currentTarget.open;
        setOpenId((current) => (nowOpen ? id : current === id ? null : current));
      },
    }),
    [openId],
  );

  return { openId, close, detailsProps };
}
