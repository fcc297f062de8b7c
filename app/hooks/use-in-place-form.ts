import { useFetcher } from "@remix-run/react";

/**
 * A form that must not navigate (docs/front-end.md, "Forms"): a lead's status changed in its row
 * of the inbox, a widget's form inside a partner's page. It posts as the plain form would and the
 * page stays where it is; `reply` is the action's answer, `sending` the fields on their way (for
 * an optimistic view). The only way app/ uses Remix's fetchers (form-paths.test.ts refuses
 * useFetcher elsewhere), so a form that navigates is a ServerForm or a Form, never a fetcher.
 */
export function useInPlaceForm<Reply>() {
  const fetcher = useFetcher<Reply>();
  return {
    Form: fetcher.Form,
    reply: fetcher.data,
    sending: fetcher.formData,
    state: fetcher.state,
  };
}
