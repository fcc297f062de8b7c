import type { ReactNode } from "react";
import { ContentIcon } from "~/components/ui/content-icon";
import { Badge } from "~/components/ui/card";
import { SAMPLE_DATA_LABEL, sampleSite } from "~/content/product-samples";
import type { IconName } from "~/content/types";

const RAIL: IconName[] = ["gauge", "activity", "line-chart", "link", "file-text", "settings"];

/**
 * An application window around a product view: a title bar with the example site and the
 * "Sample data" label, and the app's icon rail. Only ever photographed (scripts/product-shots.mjs);
 * visitors see the picture, never this markup.
 */
export function ProductFrame({ title, active, children }: { title: string; active: IconName; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border-strong bg-surface text-fg">
      <div className="flex h-11 items-center gap-4 border-b border-border bg-surface-sunken px-4">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
        </span>
        <p className="text-sm font-semibold">
          {title} <span className="font-normal text-fg-subtle">· {sampleSite}</span>
        </p>
        <span className="ml-auto">
          <Badge tone="neutral">{SAMPLE_DATA_LABEL}</Badge>
        </span>
      </div>
      <div className="flex">
        <nav aria-hidden="true" className="flex w-14 shrink-0 flex-col items-center gap-2 border-r border-border py-4">
          <span className="mb-2 flex size-8 items-center justify-center rounded-lg bg-accent-solid text-on-accent">
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <rect x="4" y="13" width="4" height="7" rx="1" opacity="0.75" />
              <rect x="10" y="9" width="4" height="11" rx="1" opacity="0.9" />
              <rect x="16" y="4" width="4" height="16" rx="1" />
            </svg>
          </span>
          {RAIL.map((icon) => (
            <span
              key={icon}
              className={`flex size-9 items-center justify-center rounded-lg ${icon === active ? "bg-accent-soft text-accent" : "text-fg-subtle"}`}
            >
              <ContentIcon name={icon} className="size-[18px]" />
            </span>
          ))}
        </nav>
        <div className="min-w-0 flex-1 p-6">{children}</div>
      </div>
    </div>
  );
}

/** A thin progress bar (value of max). */
export function Meter({ value, max, tone = "accent" }: { value: number; max: number; tone?: "accent" | "success" }) {
  const fill = tone === "success" ? "bg-success" : "bg-accent-solid";
  return (
    <div className="mt-3 h-1.5 rounded-full bg-surface-sunken ring-1 ring-border ring-inset">
      <div className={`h-1.5 rounded-full ${fill}`} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
