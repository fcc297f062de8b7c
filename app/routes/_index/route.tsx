import "~/shared-chunk";
import { markupHtml } from "~/lib/markup/document-markup";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useLayoutEffect } from "react";
import { attachHero } from "~/components/home/hero.behaviour";
import type { SCROLL_FURNITURE_HOOKS } from "~/components/home/scroll-furniture.look";
import { ServerMarkup } from "~/components/markup/server-markup";
import { useHomeBehaviours } from "~/hooks/use-home-behaviours";
import { useNonce } from "~/lib/http/nonce";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { staticMarkupShouldRevalidate } from "~/lib/markup/should-revalidate";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { homeAuditAction, homePageData } from "./home-page-data.server";
import { formHeaders } from "~/lib/http/error-headers";
import { renderAllSections } from "~/lib/motion/render-on-view";
import { attachPromoBanner } from "~/components/home/promo-banner.behaviour";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return homePageData(request, siteOrigin(request, context.env), await context.settings());
}

/** The audit form's plain post: refused, the page again with the message at the form (issue 34 §2). */
export const action = (args: ActionFunctionArgs) => homeAuditAction(args);

export const headers = formHeaders;

export const meta = contentPageMeta;

export const links = firstScreenLinks;

/**
 * The blocks that fade at the window's edges (scroll-furniture.behaviour.ts): the attribute is
 * spelled here, its type holding it to the behaviour's, because importing the behaviour's constant
 * would bring the behaviour, loaded on first use, into the page's first load.
 */
const FADE_SECTIONS = { "data-fade-sections": true } satisfies Record<`${SCROLL_FURNITURE_HOOKS.fadeSections}`, true>;

/** useLayoutEffect in the browser; the server, which paints nothing, runs neither. */
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;
export const shouldRevalidate: ShouldRevalidateFunction = staticMarkupShouldRevalidate;

/**
 * The home page: its sections in the order of docs/product.md §2.5, ending, as every page does,
 * on the closing band. All of it is server markup (docs/decisions/037): the hero moves at once,
 * the rest of its behaviour loads when the visitor starts using the page. Only the pricing section
 * follows the address (its tabs are links); every other block keeps the markup it was first
 * given (`once`), so the behaviours attached to it survive a tab's navigation.
 */
export default function Home() {
  const { markup, promo } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const nonce = useNonce();
  // The hero's motion and its buttons' scrolling, at once (hero.behaviour.ts).
  useEffect(() => attachHero(document), []);
  useHomeBehaviours();
  // Before the first paint, so a banner dismissed earlier never shows after a client navigation.
  useBeforePaint(() => attachPromoBanner(document), []);
  // A client navigation to a section (/#pricing from another page, or from /?plan=crm): the
  // sections are drawn before the router scrolls to it. A document landing inside the page
  // (an address with a fragment, a reload, Back) is seen to by the inline script below.
  const { key, hash } = useLocation();
  useBeforePaint(() => {
    if (hash) renderAllSections();
  }, [key, hash]);
  return (
    <>
      {promo ? (
        <>
          <ServerMarkup once html={markup?.promo} />
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: markupHtml(markup?.hideIfDismissedScript) ?? "" }}
          />
        </>
      ) : null}
      {/* Its sections fade at the window's edges; the markup alone shows them all. */}
      <main id="main" {...FADE_SECTIONS} className="overflow-x-clip">
        <ServerMarkup once html={markup?.hero} />
        <ServerMarkup once html={markup?.solutions} />
        <ServerMarkup once html={markup?.crm} />
        <ServerMarkup once html={refused?.markup?.audit ?? markup?.audit} />
        <ServerMarkup once html={markup?.doneForYou} />
        <ServerMarkup once html={markup?.websites} />
        <ServerMarkup once html={markup?.showcase} />
        <ServerMarkup once html={markup?.features} />
        <ServerMarkup html={markup?.pricing} />
        <ServerMarkup once html={markup?.testimonials} />
        <ServerMarkup once html={markup?.closing} />
      </main>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: markupHtml(markup?.drawAllScript) ?? "" }}
      />
      <ServerMarkup once html={markup?.furniture} />
    </>
  );
}
