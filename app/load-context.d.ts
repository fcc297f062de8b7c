import type { AppLoadContext as RankwellLoadContext } from "./lib/load-context.server";

// Declaration merging needs an interface; it adds nothing of its own.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends RankwellLoadContext {}
}
declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends RankwellLoadContext {}
}
