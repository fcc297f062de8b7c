import { useNavigation, type Navigation } from "@remix-run/react";
import { LOADING_LABEL } from "~/content/loading";
import { LOADER_FADE_MS } from "~/content/frame-timings";

/**
 * Whether the router is fetching another page: a link or a GET form, or the page an action
 * redirected to. Not the reload after an action that stays on its page (the form shows its own
 * pending state), and never a fetcher (useNavigation does not see them).
 */
export function isPageLoading(navigation: Navigation): boolean {
  if (navigation.state !== "loading") return false;
  const method = navigation.formMethod?.toUpperCase();
  return !method || method === "GET" || navigation.location.pathname !== currentPathname();
}

function currentPathname(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

/**
 * `Loading...` while a client navigation is pending (docs/product.md §4.9): a pill under the bar
 * that fades in and out over LOADER_FADE_MS. A navigation answered in a few milliseconds starts
 * the fade and reverses it before it shows. Screen readers hear it once, politely: the live region
 * holds the words only while loading; the visible pill is hidden from them.
 */
export function NavigationProgress() {
  const loading = isPageLoading(useNavigation());
  return (
    <>
      <div
        aria-hidden="true"
        data-navigation-progress={loading ? "loading" : "idle"}
        style={{ transitionDuration: `${LOADER_FADE_MS}ms`, left: "50%", translate: "-50%" }}
        className={`pointer-events-none fixed top-20 z-50 rounded-full bg-surface-raised px-4 py-2 text-sm font-medium text-fg shadow-pop transition-opacity ${
          loading ? "" : "opacity-0"
        }`}
      >
        {LOADING_LABEL}
      </div>
      {/* A live region, not role="status": that role is the forms' own message, one per page. */}
      <div aria-live="polite" data-navigation-status className="sr-only">
        {loading ? LOADING_LABEL : null}
      </div>
    </>
  );
}
