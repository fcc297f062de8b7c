import type { CSSProperties, ReactNode } from "react";
import type { HomeSectionHeight } from "~/content/home-layout";

/**
 * A home section drawn only as it comes near the window (docs/decisions/039): until then it stands
 * in at its estimated height (`HOME_SECTION_HEIGHTS`), so the page's first paint and the work after
 * it cover the first screen, not all eleven sections. The rule is in app/tailwind.css and applies
 * only where scripts run: a jump within the page draws every section first (renderAllSections),
 * and without scripts there is no one to do so.
 */
export function RenderOnView({
  block,
  height,
  children,
}: {
  /** The markup block's name, which the browser test that measures the heights writes them under. */
  block: string;
  height: HomeSectionHeight;
  children: ReactNode;
}) {
  const style = { "--render-small": `${height.small}px`, "--render-large": `${height.large}px` } as CSSProperties;
  return (
    <div data-render-on-view={block} style={style}>
      {children}
    </div>
  );
}
