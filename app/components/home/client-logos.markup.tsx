import { clientLogosSection } from "~/content/testimonials";
import type { ClientLogo } from "~/lib/proof/client-logos";

/**
 * The published client logos under the hero (ADR 078), each its client's name to assistive
 * technology and a link to the client's site when it has one. Drawn only when there are some.
 */
export function ClientLogos({ logos }: { logos: ClientLogo[] }) {
  return (
    <section aria-labelledby="client-logos-heading" className="container-page py-10">
      <h2 id="client-logos-heading" className="text-center text-sm font-semibold text-fg-muted">
        {clientLogosSection.title}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
        {logos.map((logo) => {
          const image = <img src={logo.image} alt={logo.name} loading="lazy" decoding="async" className="h-8" />;
          return (
            <li key={logo.id}>
              {logo.href ? (
                <a href={logo.href} rel="noopener" className="inline-flex min-h-11 items-center">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
