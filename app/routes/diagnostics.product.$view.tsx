import "~/shared-chunk";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MockDashboard } from "~/components/home/mock-dashboard";
import { AuditReport } from "~/components/product/audit-report";
import productStyles from "~/components/product/product.css";
import { RankTracker } from "~/components/product/rank-tracker";
import { notFound } from "~/lib/http/not-found.server";
import { privateMeta } from "~/lib/seo/meta";

/**
 * One product view alone on the page, with the site's real CSS and typeface, for
 * scripts/product-shots.mjs to photograph (ADR 024). Like every /diagnostics route it exists only
 * when the Worker runs with DIAGNOSTICS_ROUTES=1. Its width is the width the picture is drawn at.
 */
const VIEWS = {
  // Drawn for the dark hero, whose surface shows through it: photographed on that surface.
  "mock-dashboard": { View: MockDashboard, frame: "w-[560px] rounded-2xl bg-surface" },
  "audit-report": { View: AuditReport, frame: "w-[720px]" },
  "rank-tracker": { View: RankTracker, frame: "w-[720px]" },
} as const;

type ViewName = keyof typeof VIEWS;

const isView = (name: string | undefined): name is ViewName => Boolean(name && Object.hasOwn(VIEWS, name));

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (context.env.DIAGNOSTICS_ROUTES !== "1" || !isView(params.view)) throw notFound(request);
  return { view: params.view };
}

export const meta = () => privateMeta("Product view");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productStyles }];

export default function ProductView() {
  const { view } = useLoaderData<typeof loader>();
  const { View, frame } = VIEWS[view];
  return (
    <main id="main" className="p-10">
      <div data-product-shot={view} className={frame}>
        <View />
      </div>
    </main>
  );
}
