import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState, type MouseEvent, type PointerEvent } from "react";
import type { MenuHover } from "~/lib/ui/menu-hover";

/**
 * Which of the top bar's disclosures is open (one at a time), for the <details> menus that work
 * without JavaScript. With it, a menu also closes on Escape (focus back on its summary), on a click
 * outside the bar, and on any navigation, even to the page already shown; and the mega-menus open
 * and close on mouse hover with the timing of createMenuHover.
 */
export function useSiteMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [{ setOpen, current, withHover, hover }] = useState(() => menuControl(setOpenId));
  const location = useLocation();
  const close = useCallback(() => setOpen(null), [setOpen]);

  useEffect(() => () => hover()?.dispose(), [hover]);
  useEffect(() => close(), [location.key, close]);

  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      document.querySelector<HTMLElement>(`[data-menu="${openId}"] > summary`)?.focus();
      close();
    };
    const onPointer = (event: globalThis.PointerEvent) => {
      if (!(event.target as Element | null)?.closest?.("[data-site-header]")) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openId, close]);

  /** Props for one menu's <details>: controlled, and in step when the browser toggles it itself. */
  const detailsProps = useCallback(
    (id: string) => ({
      "data-menu": id,
      open: openId === id,
      onToggle: (event: { currentTarget: HTMLDetailsElement }) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen) setOpen(id);
        else if (current() === id) setOpen(null);
      },
    }),
    [openId, setOpen, current],
  );

  /**
   * A mega-menu's props: the disclosure's, plus hover for a mouse (touch and pen keep tap to
   * toggle), and its summary's click, which confirms rather than closes a menu the mouse opened.
   */
  const hoverMenuProps = useCallback(
    (id: string) => ({
      details: {
        ...detailsProps(id),
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType === "mouse") withHover((intent) => intent.enter(id));
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType === "mouse") withHover((intent) => intent.leave(id));
        },
      },
      summary: {
        onClick: (event: MouseEvent) => {
          if (hover()?.click(id)) event.preventDefault();
        },
      },
    }),
    [detailsProps, withHover, hover],
  );

  return { openId, close, detailsProps, hoverMenuProps };
}

/**
 * The open menu as the hover timers read it (ahead of React's next render), and the one way to
 * change it. The hover intent itself is fetched on the first mouse hover over a mega-menu: visitors
 * on touch screens, and pages where nobody hovers, never download it.
 */
function menuControl(setOpenId: (id: string | null) => void) {
  let open: string | null = null;
  let hover: MenuHover | undefined;
  let loading: Promise<MenuHover> | undefined;
  const setOpen = (next: string | null) => {
    const previous = open;
    if (previous === next) return;
    open = next;
    setOpenId(next);
    if (previous !== null) hover?.closed();
  };
  const withHover = (act: (hover: MenuHover) => void) => {
    if (hover) return act(hover);
    loading ??= import("~/lib/ui/menu-hover").then(
      ({ createMenuHover }) =>
        (hover = createMenuHover({
          openId: () => open,
          openMenu: setOpen,
          closeMenu: (id) => {
            if (open === id) setOpen(null);
          },
        })),
    );
    void loading.then(act);
  };
  return { setOpen, current: () => open, withHover, hover: () => hover };
}
