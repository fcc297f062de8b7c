import { useLoaderData } from "@remix-run/react";
import type { CopyPageData } from "~/lib/seo/page-data";
import { ContentPage } from "./content-page";

/** The default export of routes that are only copy (about, partners, legal pages). */
export function CopyPageRoute() {
  return <ContentPage {...useLoaderData<CopyPageData>()} />;
}
