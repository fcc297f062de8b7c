import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { ContentIcon, UiIcon } from "~/components/ui/content-icon";
import { mobileMenuSections } from "~/content/mobile-menu";
import type { MegaMenu } from "~/content/types";
import { MenuCard } from "./menu-card";

/** "Quick Actions", as the mobile menu names the same kind of shortcuts. */
const QUICK_ACTIONS_LABEL = mobileMenuSections.find((section) => section.id === "quick-actions")?.label;

const itemFocus =
  "outline-none focus-visible:outline-2 focus-visible:outline-brand-500 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-white/10";

/**
 * What a mega-menu shows: a header with a link to the item's own page or section (the trigger
 * itself is a button once hydrated), the card groups, the quick actions, the process steps and
 * the call to action. Only menu items and unlabelled containers sit inside the menu, as ARIA
 * requires of role="menu".
 */
export function MegaMenuPanel({ menu, overviewHref }: { menu: MegaMenu; overviewHref: string }) {
  const columns = menu.groups.length >= 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2 border-b border-slate-200 pb-3 dark:border-white/10">
        <div>
          <div className="text-base font-semibold text-slate-900 dark:text-white">{menu.title}</div>
          <div className="text-sm text-slate-600 dark:text-slate-300">{menu.description}</div>
        </div>
        <DropdownMenu.Item asChild>
          <Link
            to={overviewHref}
            className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 dark:text-brand-200 ${itemFocus}`}
          >
            {menu.label} overview
            <UiIcon name="arrow-right" />
          </Link>
        </DropdownMenu.Item>
      </div>
      <div className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
        {menu.groups.map((group) => (
          <DropdownMenu.Group key={group.id} className="flex flex-col gap-1">
            <DropdownMenu.Label className="px-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {group.title}
            </DropdownMenu.Label>
            {group.items.map((card) => (
              <MenuCard key={`${card.title}-${card.href}`} card={card} />
            ))}
          </DropdownMenu.Group>
        ))}
      </div>
      {menu.process ? <ProcessSteps steps={menu.process} /> : null}
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 dark:bg-white/5">
        {menu.quickActions ? <QuickActions actions={menu.quickActions} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <div className="text-sm font-semibold text-slate-900 dark:text-white">{menu.cta.title}</div>
            <div className="text-sm text-slate-600 dark:text-slate-300">{menu.cta.description}</div>
          </div>
          <DropdownMenu.Item asChild>
            <Link
              to={menu.cta.href}
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[highlighted]:bg-brand-800"
            >
              <ContentIcon name={menu.cta.icon} className="h-4 w-4" />
              {menu.cta.label}
            </Link>
          </DropdownMenu.Item>
        </div>
      </div>
    </div>
  );
}

/** The Services menu's shortcuts: Free SEO Audit, Case Studies, Contact Sales. */
function QuickActions({ actions }: { actions: NonNullable<MegaMenu["quickActions"]> }) {
  return (
    <DropdownMenu.Group className="flex flex-wrap items-center gap-2">
      <DropdownMenu.Label className="mr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        {QUICK_ACTIONS_LABEL}
      </DropdownMenu.Label>
      {actions.map((action) => (
        <DropdownMenu.Item key={action.label} asChild>
          <Link
            to={action.href}
            className={`inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-white/20 dark:bg-transparent dark:text-slate-100 ${itemFocus}`}
          >
            {action.icon ? <ContentIcon name={action.icon} className="h-4 w-4" /> : null}
            {action.label}
          </Link>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}

/** The Websites menu's Design → Develop → Launch → Optimize strip: information, not links. */
function ProcessSteps({ steps }: { steps: NonNullable<MegaMenu["process"]> }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {steps.map((step) => (
        <div key={step.step} className="rounded-lg border border-slate-200 p-3 dark:border-white/10">
          <div className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
            <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
              {step.step}
            </span>
            {step.title}
          </div>
          <div className="mt-1 text-xs text-slate-600 dark:text-slate-300">{step.description}</div>
        </div>
      ))}
    </div>
  );
}
