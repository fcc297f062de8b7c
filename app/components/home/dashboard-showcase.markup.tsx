import { PageSection } from "~/components/ui/page-section.markup";
import { ProductFigure } from "~/components/ui/product-image.markup";
import { dashboardSection } from "~/content/dashboard";
import { productShots } from "~/content/product-shots";
import { reveal } from "~/lib/motion/reveal";
import { Glow } from "./visuals/glow.markup";

/**
 * The dashboard showcase (the spec's dashboard-preview section, anchored as #dashboard): the rank
 * tracker's full picture (ADR 024, 077), its three display data points, search visibility and top
 * keywords, captioned as an illustration with sample data. Drawn dark, as the home page is.
 */
export function DashboardShowcase() {
  const shot = productShots["rank-tracker"];
  return (
    <PageSection
      id="dashboard"
      anchor={dashboardSection.id}
      eyebrow={dashboardSection.eyebrow}
      title={dashboardSection.title}
      lead={dashboardSection.description}
      align="center"
      band
    >
      <div {...reveal("scale-in", 0, true)} className="relative mx-auto" style={{ maxWidth: shot.width }}>
        <Glow className="-inset-x-16 -top-24 -bottom-10" />
        <ProductFigure
          shot={shot}
          theme="dark"
          sizes={`(min-width: 800px) ${shot.width}px, calc(100vw - 2.5rem)`}
          className="relative text-center"
        />
      </div>
    </PageSection>
  );
}
