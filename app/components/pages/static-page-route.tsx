import type { MarkupData } from "~/lib/markup/document-markup";
import { useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";

/**
 * The default export of every route whose body is static (about, partners, legal pages, services,
 * case studies, city pages): the body its loader rendered as server markup (`staticPage`,
 * docs/decisions/033).
 */
export function StaticPageRoute() {
  return <ServerMarkup html={useLoaderData<{ markup?: { page?: MarkupData } }>().markup?.page} />;
}
