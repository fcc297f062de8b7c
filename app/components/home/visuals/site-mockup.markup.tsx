import { ContentIcon } from "~/components/ui/content-icon";
import { siteMockupVisual as v } from "~/content/home-visuals";

/**
 * An example website, drawn: the same invented clinic on a laptop-width browser and on a phone,
 * so the section shows a website rather than describing one. Captioned as an example by its
 * section; every word in it is decorative.
 */
export function SiteMockup() {
  return (
    <div aria-hidden="true" className="relative sm:pr-14 sm:pb-20">
      <div className="overflow-hidden rounded-xl border border-border-strong/70 bg-surface-raised shadow-pop">
        <div className="flex h-8 items-center gap-2 border-b border-border bg-surface-sunken px-3">
          <span className="flex gap-1">
            <span className="size-2 rounded-full bg-border-strong" />
            <span className="size-2 rounded-full bg-border-strong" />
            <span className="size-2 rounded-full bg-border-strong" />
          </span>
          <span className="mx-auto flex items-center gap-1.5 rounded-md bg-surface px-3 py-0.5 text-[0.6875rem] text-fg-subtle">
            <ContentIcon name="lock" className="size-2.5" />
            {v.url}
          </span>
        </div>
        <MockPage />
      </div>
      <div className="absolute right-0 bottom-0 hidden w-[28%] max-w-40 overflow-hidden sm:block rounded-[1.25rem] border-4 border-border-strong bg-surface-raised shadow-pop">
        <MockPage compact />
      </div>
    </div>
  );
}

function MockPage({ compact = false }: { compact?: boolean }) {
  return (
    <div className="bg-gradient-to-b from-brand-950 to-surface-raised text-[0.6875rem] leading-snug">
      <div className="flex items-center justify-between px-3 py-2">
        <span className="flex items-center gap-1 font-semibold text-fg">
          <ContentIcon name="paw" className="size-3 text-brand-300" />
          {v.brand}
        </span>
        {compact ? (
          <span className="h-0.5 w-3 rounded bg-fg-muted" />
        ) : (
          <span className="flex gap-3 text-fg-muted">
            {v.nav.map((item) => (
              <span key={item}>{item}</span>
            ))}
          </span>
        )}
      </div>
      <div className={compact ? "px-3 pt-3 pb-4" : "grid grid-cols-[1.2fr_1fr] items-center gap-4 px-5 pt-5 pb-6"}>
        <div>
          <p className={`font-semibold tracking-tight text-fg ${compact ? "text-sm" : "text-lg sm:text-xl"}`}>
            {v.headline}
          </p>
          <p className="mt-1.5 text-fg-muted">{v.text}</p>
          <span className="mt-3 inline-block rounded-md bg-brand-600 px-2.5 py-1 font-semibold text-white">
            {v.action}
          </span>
        </div>
        {compact ? null : (
          <div className="rounded-lg border border-border bg-surface-raised p-3 shadow-card">
            <p className="flex items-center justify-between font-semibold text-fg">
              {v.booking.title}
              <ContentIcon name="calendar" className="size-3 text-brand-300" />
            </p>
            <p className="mt-1 text-fg-subtle">{v.booking.day}</p>
            <span className="mt-2 grid gap-1.5">
              {v.booking.slots.map((slot, index) => (
                <span
                  key={slot}
                  className={`rounded-md border px-2 py-1 ${index === 1 ? "border-brand-400 bg-brand-500/20 text-fg" : "border-border text-fg-muted"}`}
                >
                  {slot}
                </span>
              ))}
            </span>
          </div>
        )}
      </div>
      {compact ? (
        <p className="mx-3 mb-4 rounded-md border border-border bg-surface/60 px-2 py-1.5 text-fg-muted">
          {v.booking.title}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-3 gap-2 px-5 pb-5">
            {v.services.map((service) => (
              <span key={service} className="rounded-md border border-border bg-surface/60 px-2 py-1.5 text-fg-muted">
                {service}
              </span>
            ))}
          </div>
          <p className="flex items-center gap-1.5 border-t border-border px-5 py-2 text-success">
            <ContentIcon name="check-circle" className="size-3" />
            {v.vitals}
          </p>
        </>
      )}
    </div>
  );
}
