import type { AppLoadContext as RankwellLoadContext } from "./lib/load-context.server";

// Declaration merging needs an interface; it adds nothing of its own.
declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends RankwellLoadContext {}
}
declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends RankwellLoadContext {}
}

// Single fetch (remix.config.js, ADR 069): the data types follow turbo-stream, not JSON.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
