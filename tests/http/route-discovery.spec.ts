/** Remix's route discovery endpoint as the Worker answers it (the browser's use of it: tests/e2e/route-discovery.spec.ts). */
import { expect, test } from "./support/test";

test("the discovery endpoint answers reads only, and a stale build's request asks for a document load", async ({
  request,
}) => {
  const posted = await request.post("/__manifest?p=%2Fcontact&version=1", { form: { a: "1" } });
  expect(posted.status()).toBe(405);
  expect(posted.headers()["allow"]).toBe("GET, HEAD");
  const stale = await request.get("/__manifest?p=%2Fcontact&version=not-this-build");
  expect(stale.status()).toBe(204);
  expect(stale.headers()["x-remix-reload-document"]).toBe("true");
});
