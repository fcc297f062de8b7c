import { useRouteLoaderData } from "@remix-run/react";
import type { PublicSiteSettings } from "./settings";

/**
 * What the root loader gives every component below it (app/root.tsx builds it as this type):
 * defined here, not read off the root's loader, so components never depend on the root module.
 */
export interface SiteFrameData {
  /** The settings read for this document (the content's defaults when the database was down). */
  settings: PublicSiteSettings;
  /** The number of new leads for an admin's header; null for everyone else or when it could not be counted. */
  newLeads: number | null;
}

/** The promo banner, the phone numbers and the contact email, for any component. */
export function useSiteSettings(): PublicSiteSettings | undefined {
  return useRouteLoaderData<SiteFrameData>("root")?.settings;
}

export function useNewLeadCount(): number | null {
  return useRouteLoaderData<SiteFrameData>("root")?.newLeads ?? null;
}
