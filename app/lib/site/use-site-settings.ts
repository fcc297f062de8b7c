import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";
import type { PublicSiteSettings } from "./settings";

/**
 * The site settings the root loader read for this document (content defaults when the database
 * was down): the promo banner, the phone numbers and the contact email, for any component.
 */
export function useSiteSettings(): PublicSiteSettings | undefined {
  return useRouteLoaderData<RootLoaderData>("root")?.settings;
}

/** The number of new leads for an admin's header; null for everyone else or when it could not be counted. */
export function useNewLeadCount(): number | null {
  return useRouteLoaderData<RootLoaderData>("root")?.newLeads ?? null;
}
