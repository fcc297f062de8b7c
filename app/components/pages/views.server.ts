/**
 * The views of the pages whose whole body is static, for their loaders to render as server markup
 * (docs/decisions/033). Through this module, which the browser's build replaces with an empty one,
 * the views and the records they draw stay out of the pages' JavaScript.
 */
export { CaseStudiesIndex } from "./case-studies-index";
export { CaseStudyView } from "./case-study";
export { CityPageView } from "./city-page";
export { ContentPage } from "./content-page";
export { CrmSeoPageView } from "./crm-seo-page";
export { ServiceAreasView } from "./service-areas";
export { ServicePageView } from "./service-page";
export { OfficeMaps } from "~/components/visuals/office-maps";
export { LocationsPanel } from "~/components/visuals/business-panels";
export { SitemapPageView } from "~/components/seo/sitemap-page";
export { AuditLandingView } from "./audit-landing";
export { AuditToolPage } from "~/components/audit/audit-tool-page";
export { ResetPasswordPage } from "~/components/auth/reset-password-page";
export { AuthPageView } from "~/components/auth/auth-page";
