/**
 * The content records that loaders read to build a page's data: office and city records, page
 * copy, office maps, the top bar's mega-menus. A server module, so what it re-exports stays out of the browser's bundles
 * (a route module's imports reach its bundle even when only its loader uses them); each page gets
 * what it draws through its loader (docs/decisions/027). Components never import from here.
 */
export { officeHoursText } from "~/content/cities-common";
export { crmVideo } from "~/content/crm-video";
export { megaMenus } from "~/content/mega-menus";
export { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";
export {
  aboutPage,
  auditBotPage,
  bookDemoPage,
  contactPage,
  contactServiceOptions,
  CRM_INDUSTRY_SECTION_IDS,
  crmSeoPage,
  partnersPage,
  serviceAreasPage,
} from "~/content/pages";
export { OFFICE_STATES, officeMap } from "~/lib/ui/office-maps";
