import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Panel } from "./panel";

/**
 * The last panel of a record's page: what deleting it does, and the button that posts
 * `intent=delete` to the page's own action (a plain form, so it works without JavaScript).
 */
export function DeletePanel({ copy }: { copy: { deleteHeading: string; deleteText: string; delete: string } }) {
  return (
    <Panel title={copy.deleteHeading} description={copy.deleteText} tone="danger">
      <Form method="post" aria-label={copy.deleteHeading}>
        <Button type="submit" name="intent" value="delete" variant="destructive" className="max-sm:w-full">
          {copy.delete}
        </Button>
      </Form>
    </Panel>
  );
}
