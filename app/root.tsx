import "~/shared-chunk";
import { DOCUMENT_HOOKS } from "~/lib/markup/data-hooks";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
import type { FrameHandle } from "~/components/account/account-frame";
import { RouteErrorPage as RouteErrorPageOnServer } from "~/components/errors/route-error-page.server";
import { headerStartMarkup, siteFrameMarkup, viewerFrameMarkup } from "~/components/layout/site-frame-markup.server";
import { ServerMarkup } from "~/components/markup/server-markup";
import { useMarkupLinks } from "~/hooks/use-markup-links";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { SiteHeader } from "~/components/layout/site-header";
import { UserMenu as UserMenuOnServer } from "~/components/layout/user-menu.server";
import { Toaster } from "~/components/ui/toaster";
import { useNonce } from "~/lib/http/nonce";
import { useDialogTriggers } from "~/hooks/use-dialog-triggers";
import { errorMeta, originFromMatches, seoMeta } from "~/lib/seo/meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { newLeadCount } from "~/lib/leads/inbox.server";
import { publicSettings } from "~/lib/site/settings";
import { contactBook } from "~/lib/site/contact-book";
import type { SiteFrameData } from "~/lib/site/use-site-settings";
import { organizationJsonLd } from "~/lib/seo/structured-data/organization";
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { errorHeaders } from "~/lib/http/error-headers";
import { serverOrLazy } from "~/lib/ui/server-or-lazy";
import { siteAreaOf } from "~/lib/site/site-areas";
import { webSiteJsonLd } from "~/lib/seo/structured-data/website";
import { SKIP_LINK_LABEL } from "~/content/skip-link";
import stylesheet from "~/styles/site.css";
import { accountStylesheetFor } from "~/lib/ui/account-stylesheet.server";

/**
 * The error screens: rendered at once on the server; in the browser fetched when one shows, as most
 * visits never see one (a served error page keeps its HTML until they arrive, inside <Suspense>).
 */
const RouteErrorPage = serverOrLazy(RouteErrorPageOnServer, () =>
  import("~/lazy/route-error-page").then((module) => module.RouteErrorPage),
);

/**
 * The signed-in viewer's menu: rendered at once on the server; in the browser fetched only for a
 * signed-in viewer, whose page keeps the server's HTML for it until it arrives (docs/decisions/035).
 */
const UserMenu = serverOrLazy(UserMenuOnServer, () => import("~/lazy/user-menu").then((module) => module.UserMenu));

export const links: LinksFunction = () => [
  // The one typeface, fetched with the stylesheet instead of after it (app/tailwind.css).
  {
    rel: "preload",
    href: "/fonts/geist-5.3.0-latin-wght.woff2",
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.json" },
];

export const headers = errorHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  // Organization and WebSite on every page: the root loader does not rerun on every client
  // navigation, so what it returns must not depend on the path.
  // The site settings (promo banner, phones, contact email): one query, the content's defaults
  // when the database is down; cached at the edge with the page. For admins, the number of new
  // leads the admin header shows: one more query.
  const [viewer, settings] = await Promise.all([context.auth.viewer(), context.settings()]);
  const book = contactBook(settings);
  const jsonLd = asStructuredData([organizationJsonLd(origin, book), webSiteJsonLd(origin)]);
  const frame: SiteFrameData = {
    settings: publicSettings(settings),
    // Admin data opens at aal2 only (ADR 017): below it the count would be a misleading 0.
    newLeads: viewer?.isAdmin && viewer.aal === "aal2" ? await newLeadCount(context) : null,
  };
  return {
    origin,
    viewer,
    jsonLd,
    ...frame,
    // The footer, the top bar and the mobile menu's no-script disclosure are static: they travel as
    // HTML, once (docs/decisions/033, 035). The top bar marks the item for the requested path; after
    // client navigations the browser moves the mark (app/components/layout/site-header-bar.behaviour.ts).
    markup: {
      ...siteFrameMarkup(request, book),
      ...headerStartMarkup(request),
      ...viewerFrameMarkup(viewer, request, settings.crmLoginUrl),
    },
    accountStylesheet: accountStylesheetFor(Boolean(viewer)),
  };
}

/** Used only where a route has no meta of its own, and for errors caught at the root. */
export const meta: MetaFunction = ({ error, matches, location }) =>
  error
    ? errorMeta(error)
    : seoMeta(
        {
          title: "Rankwell | SEO Tools, CRM SEO & Done-For-You Marketing",
          description:
            "AI-powered SEO tools, SEO built into your CRM, and Done-For-You local SEO, websites and marketing for small businesses.",
          path: location.pathname,
        },
        originFromMatches(matches),
      );

/**
 * The root's data does not depend on the path, except that the footer's markup must be there when
 * the public frame mounts after an account page (which has none): moving between frames refetches it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || siteAreaOf(currentUrl.pathname).frame !== siteAreaOf(nextUrl.pathname).frame;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  // docs/product.md §2: the home page forces a dark theme.
  const dark = pathname === "/";
  // Signed in, the account frame's classes too, linked after the site's sheet (app/styles/account.css).
  const rootData = useRouteLoaderData<typeof loader>("root");
  const accountStylesheet = rootData?.accountStylesheet;
  // The page is live once this runs: the root's effects run after every effect below it, so each
  // listener of the first commit is attached (what waits behind a Suspense boundary, such as the
  // signed-in user's menu, may hydrate later). The browser tests wait for the mark before they act
  // (tests/e2e/support/html.ts); Remix's router exists earlier, while hydration is still going.
  useEffect(() => {
    document.documentElement.setAttribute(DOCUMENT_HOOKS.hydrated, "");
  }, []);
  return (
    <html lang="en" className={dark ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {dark ? (
          <meta name="theme-color" content="#0a0c13" />
        ) : (
          <>
            <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0a0c13" />
          </>
        )}
        <Meta />
        <Links />
        {accountStylesheet ? <link rel="stylesheet" href={accountStylesheet} /> : null}
      </head>
      <body className="min-h-screen">
        {/* The icons' sprite, first: every icon on the page refers to it (StrokeIcon). */}
        <ServerMarkup once html={rootData?.markup?.icons} />
        {children}
        <NavigationProgress />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { viewer, markup } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  useMarkupLinks();
  // The setup guide and the preview video open as dialogs, loaded on the first click (ADR 029).
  useDialogTriggers();
  const siteFrame = siteAreaOf(pathname).frame;
  const frame = useFrame();
  // A private page is only ever rendered for a viewer (its loader guards it); a 404 under a
  // private prefix, seen signed out, gets the public frame.
  if (siteFrame === "account" && viewer && frame) {
    return (
      <>
        <SkipLink />
        {frame(viewer, <Outlet />)}
      </>
    );
  }
  return (
    <>
      <SkipLink />
      {siteFrame === "bare" ? null : (
        <SiteHeader
          viewer={viewer}
          markup={markup}
          userMenu={
            viewer ? (
              <Suspense fallback={null}>
                <UserMenu viewer={viewer} />
              </Suspense>
            ) : null
          }
        />
      )}
      <Outlet />
      {siteFrame === "bare" ? null : <ServerMarkup html={markup?.footer} once />}
    </>
  );
}

/** How the matched pages ask to be framed in their `handle` (the account frame), if they do. */
function useFrame() {
  return useMatches()
    .map((match) => (match.handle as Partial<FrameHandle> | undefined)?.frame)
    .findLast(Boolean);
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface-raised focus:px-4 focus:py-2 focus:text-fg focus:shadow-pop"
    >
      {SKIP_LINK_LABEL}
    </a>
  );
}

/**
 * Errors no route caught (a 403 from an admin guard, a loader that threw). Signed in on an account
 * page, the error keeps the account frame, so the way back is the viewer's own navigation; anywhere
 * else it gets the slim header. Never the public top bar: with its menus it is the frame most
 * likely to fail, and an error screen must still draw when something is broken (ADR 025).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const viewer = useRouteLoaderData<typeof loader>("root")?.viewer ?? null;
  const { pathname } = useLocation();
  const frame = useFrame();
  const inAccountFrame = siteAreaOf(pathname).frame === "account" && viewer && frame;
  const page = (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} header={!inAccountFrame} />
    </Suspense>
  );
  return (
    <>
      <SkipLink />
      {inAccountFrame ? frame(viewer, page) : page}
    </>
  );
}
