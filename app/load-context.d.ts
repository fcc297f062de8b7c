import type { AppLoadContext as RankwellLoadContext } from "./lib/env.server";

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RankwellLoadContext {}
}
declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RankwellLoadContext {}
}
