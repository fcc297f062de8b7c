import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { mobileMenuSections } from "~/content/mobile-menu";
import type { MegaMenu } from "~/content/types";
import { MenuCard } from "./menu-card.markup";

/** "Quick Actions", as the mobile menu names the same kind of shortcuts. */
const QUICK_ACTIONS_LABEL = mobileMenuSections.find((section) => section.id === "quick-actions")?.label;

const groupLabel = "px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase";

/**
 * What a mega-menu shows: a link to the item's own page or section, the card groups, the quick
 * actions, the process steps and the call to action. Plain links in lists: a site navigation
 * disclosure, not an application menu.
 */
export function MegaMenuPanel({ menu, overviewHref }: { menu: MegaMenu; overviewHref: string }) {
  const columns = menu.groups.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  // Every panel is in the page at once, so ids carry the menu's name.
  const idPrefix = `menu-${menu.label.toLowerCase()}`;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-2 border-b border-border pb-4">
        <div>
          <p className="text-base font-semibold text-fg">{menu.title}</p>
          <p className="text-sm text-fg-muted">{menu.description}</p>
        </div>
        <Link to={overviewHref} className={buttonClass({ variant: "ghost", size: "sm" })}>
          {menu.label} overview
          <UiIcon name="arrow-right" />
        </Link>
      </div>
      <div className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
        {menu.groups.map((group) => (
          <div key={group.id}>
            <p id={`${idPrefix}-${group.id}`} className={groupLabel}>
              {group.title}
            </p>
            <ul aria-labelledby={`${idPrefix}-${group.id}`} className="mt-1 grid gap-0.5">
              {group.items.map((card) => (
                <li key={`${card.title}-${card.href}`}>
                  <MenuCard card={card} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {menu.process ? <ProcessSteps steps={menu.process} /> : null}
      <div className="grid gap-3 rounded-xl bg-surface-sunken p-4 ring-1 ring-border ring-inset">
        {menu.quickActions ? <QuickActions actions={menu.quickActions} id={`${idPrefix}-quick-actions`} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-fg">{menu.cta.title}</p>
            <p className="text-sm text-fg-muted">{menu.cta.description}</p>
          </div>
          <Link to={menu.cta.href} className={buttonClass({ size: "sm" })}>
            <ContentIcon name={menu.cta.icon} />
            {menu.cta.label}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The Services menu's shortcuts: Free SEO Audit, Case Studies, Contact Sales. */
function QuickActions({ actions, id }: { actions: NonNullable<MegaMenu["quickActions"]>; id: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id={id} className="mr-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
        {QUICK_ACTIONS_LABEL}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <li key={action.label}>
            <Link to={action.href} className={buttonClass({ variant: "outline", size: "sm" })}>
              {action.icon ? <ContentIcon name={action.icon} /> : null}
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Websites menu's Design → Develop → Launch → Optimize strip: information, not links. */
function ProcessSteps({ steps }: { steps: NonNullable<MegaMenu["process"]> }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className="rounded-xl border border-border p-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-fg">
            <span className="flex size-6 items-center justify-center rounded-full bg-accent-solid text-xs text-on-accent">
              {step.step}
            </span>
            {step.title}
          </p>
          <p className="mt-1 text-xs text-fg-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
