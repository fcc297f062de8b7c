import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { UiIcon } from "~/components/ui/ui-icon";
import type { Cta } from "~/content/types";

/**
 * One page inside the account frame: its header (the page's one h1) and its content, in the site's
 * container so the left edge matches the bar above it on phones.
 */
export function AccountPage({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: string;
  /** Buttons for the whole page ("New project", "Export"), beside the title; full width on phones. */
  actions?: ReactNode;
  /** The page above this one, for pages reached from a list (a project from the dashboard). */
  back?: Cta;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="container-page py-8 sm:py-10 lg:py-12">
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {children ? <div className="mt-8 flex flex-col gap-6">{children}</div> : null}
    </main>
  );
}

/** The title row of a page: optional way back, the h1, a line of description, and the page's actions. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  back?: Cta;
}) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back ? (
          <Link
            to={back.href}
            className="-ml-1 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm font-medium text-fg-muted hover:text-fg sm:min-h-8"
          >
            <UiIcon name="arrow-left" />
            {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight break-words text-fg sm:text-3xl">{title}</h1>
        {description ? <p className="measure mt-2 text-fg-muted">{description}</p> : null}
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center [&>*]:max-sm:w-full">{actions}</div>
      ) : null}
    </div>
  );
}
