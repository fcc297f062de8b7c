/**
 * The views of the pages whose whole body is static, for their loaders to render as server markup
 * (docs/decisions/033). Through this module, which the browser's build replaces with an empty one,
 * the views and the records they draw stay out of the pages' JavaScript.
 */
export { CaseStudiesIndex } from "./case-studies-index.markup";
// The one page whose loader data is built here too: one module the browser replaces, not two.
export { caseStudiesPageData } from "./case-studies-data.server";
export { CaseStudyView } from "./case-study.markup";
export { CityPageView } from "./city-page.markup";
export { ContentPage } from "./content-page.markup";
export { CrmSeoPageView } from "./crm-seo-page.markup";
export { ServiceAreasView } from "./service-areas.markup";
export { ServicePageView } from "./service-page.markup";
export { OfficeMaps } from "~/components/visuals/office-maps.markup";
export { LocationsPanel } from "~/components/visuals/business-panels.markup";
export { SitemapPageView } from "~/components/seo/sitemap-page.markup";
export { AuditLandingView } from "./audit-landing.markup";
export { AuditToolPage } from "~/components/audit/audit-tool-page.markup";
export { ResetPasswordPage } from "~/components/auth/reset-password-page.markup";
export { AuthPageView } from "~/components/auth/auth-page.markup";
