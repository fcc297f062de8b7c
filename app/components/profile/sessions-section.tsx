import { Form } from "@remix-run/react";
import { Panel } from "~/components/account/panel";
import { Button } from "~/components/ui/button";
import { profileCopy } from "~/content/account-pages";

const copy = profileCopy.sessions;

/** Ends every session of the account (a global sign-out), then the sign-in page. */
export function SessionsSection() {
  return (
    <Panel title={copy.title} description={copy.text} tone="danger">
      <Form method="post" aria-label={copy.title}>
        <Button type="submit" name="intent" value="sign-out-everywhere" variant="outline" className="max-sm:w-full">
          {copy.action}
        </Button>
      </Form>
    </Panel>
  );
}
