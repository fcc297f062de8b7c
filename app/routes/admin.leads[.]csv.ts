import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/auth/guards.server";
import { cacheControl } from "~/lib/http/cache-control";
import { leadsCsvStream } from "~/lib/leads/csv-export.server";
import { parseInboxFilters } from "~/lib/leads/inbox-filters";

/**
 * GET /admin/leads.csv?status=…&source=…&service=…&q=…: the inbox's current filter as a CSV
 * file, streamed 1,000 leads per query (keyset), formula cells neutralised. Admins only.
 * Queries: ceil((rows + 1) / 1000).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = { ...parseInboxFilters(new URL(request.url).searchParams), page: 1 };
  const stream = await leadsCsvStream(context, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": cacheControl.personal,
    },
  });
}
