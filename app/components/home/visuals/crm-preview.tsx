import { crmBanner } from "~/content/home";
import { crmPreviewVisual as v } from "~/content/home-visuals";
import { ContentIcon } from "~/components/ui/content-icon";
import { ScoreRing } from "./score-ring";

/**
 * The CRM with the SEO integration switched on: the leads, each with the search that brought it,
 * and the SEO panel beside them. It fills the 16:9 space the promo video will take
 * (docs/product.md §11.1); what does not fit a narrow box drops out by container width.
 */
export function CrmPreview() {
  return (
    <figure>
      <div className="@container aspect-video overflow-hidden rounded-2xl border border-border-strong/70 bg-surface-raised shadow-pop">
        <div aria-hidden="true" className="flex h-full flex-col text-[0.6875rem] leading-tight @lg:text-xs">
          <div className="flex h-8 shrink-0 items-center gap-2 border-b border-border bg-surface-sunken px-3 @lg:h-10">
            <span className="flex gap-1">
              <span className="size-2 rounded-full bg-border-strong" />
              <span className="size-2 rounded-full bg-border-strong" />
              <span className="size-2 rounded-full bg-border-strong" />
            </span>
            <span className="ml-2 font-medium text-fg-muted">{v.title}</span>
          </div>
          <div className="flex min-h-0 flex-1 gap-3 p-3 @lg:gap-4 @lg:p-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)] gap-2 border-b border-border pb-2 text-fg-subtle @sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)_auto]">
                <span>{v.columns.lead}</span>
                <span>{v.columns.search}</span>
                <span className="hidden @sm:block">{v.columns.stage}</span>
              </div>
              <ul className="flex flex-1 flex-col justify-around">
                {v.leads.map((lead) => (
                  <li
                    key={lead.name}
                    className="grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)] items-center gap-2 border-b border-border py-1.5 last:border-0 @sm:grid-cols-[minmax(0,0.8fr)_minmax(0,1.4fr)_auto]"
                  >
                    <span className="flex items-center gap-1.5 font-medium text-fg">
                      <span className="hidden size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[0.625rem] text-accent @lg:flex">
                        {lead.name[0]}
                      </span>
                      <span className="truncate">{lead.name}</span>
                    </span>
                    <span className="flex min-w-0 items-center gap-1 text-accent">
                      <ContentIcon name="search" className="size-3 shrink-0" />
                      <span className="truncate">{lead.search}</span>
                    </span>
                    <span className="hidden rounded-full border border-border px-2 py-0.5 text-fg-muted @sm:block">
                      {lead.stage}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="hidden w-[34%] shrink-0 flex-col gap-2 rounded-xl border border-accent/40 bg-surface p-3 @lg:flex">
              <p className="flex items-center gap-1.5 font-semibold text-fg">
                <ContentIcon name="trending-up" className="size-3.5 text-accent" />
                {v.seoTitle}
              </p>
              <div className="flex items-center gap-2.5">
                <ScoreRing value={v.score} className="size-12">
                  <span className="text-sm font-semibold text-fg">{v.score}</span>
                </ScoreRing>
                <span className="text-fg-muted">{v.scoreLabel}</span>
              </div>
              <p className="mt-1 font-medium text-fg-muted">{v.keywordsTitle}</p>
              <ul className="flex flex-col gap-1">
                {v.keywords.map((keyword) => (
                  <li key={keyword} className="truncate rounded-md bg-surface-sunken px-2 py-1 text-fg-muted">
                    {keyword}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-fg-subtle">{crmBanner.previewCaption}</figcaption>
    </figure>
  );
}
