import { MockDashboard } from "~/components/home/mock-dashboard.markup";
import { AuditReport } from "~/components/product/audit-report.markup";
import { RankTracker } from "~/components/product/rank-tracker.markup";
import { markupBlock } from "~/lib/markup/render.server";

/**
 * The product views /diagnostics/product/:view shows one at a time (ADR 024), each with the width
 * it is photographed at. Server markup (docs/decisions/033): the views are drawn for pictures and
 * need no script, so the diagnostics route's bundle carries none of them.
 */
const VIEWS = {
  // Drawn for the dark hero, whose surface shows through it: photographed on that surface.
  "mock-dashboard": { View: MockDashboard, frame: "w-[560px] rounded-2xl bg-surface" },
  "audit-report": { View: AuditReport, frame: "w-[720px]" },
  "rank-tracker": { View: RankTracker, frame: "w-[720px]" },
} as const;

export type ProductViewName = keyof typeof VIEWS;

export const isProductView = (name: string | undefined): name is ProductViewName =>
  Boolean(name && Object.hasOwn(VIEWS, name));

/** The view in its frame, as HTML. */
export function productViewMarkup(name: ProductViewName, request: Request) {
  const { View, frame } = VIEWS[name];
  return markupBlock(
    <div data-product-shot={name} className={frame}>
      <View />
    </div>,
    request,
  );
}
