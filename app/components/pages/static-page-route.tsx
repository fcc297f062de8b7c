import type { MarkupData } from "~/lib/markup/document-markup";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ServerMarkup } from "~/components/markup/server-markup";

/**
 * The default export of every route whose body is static (about, partners, legal pages, services,
 * case studies, city pages): the body its loader rendered as server markup (`staticPage`,
 * docs/decisions/033).
 */
export function StaticPageRoute() {
  const page = useLoaderData<{ markup?: { page?: MarkupData } }>();
  // A page whose own form came back refused (an audit landing page) shows the body its action drew.
  const reply = useActionData<{ markup?: { page?: MarkupData } }>();
  return <ServerMarkup html={reply?.markup?.page ?? page.markup?.page} />;
}
