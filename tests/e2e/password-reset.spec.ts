/**
 * A forgotten password reset with JavaScript (docs/product.md §5.3): the request and the new
 * password go through the page's scripts, their messages come back in place. Without JavaScript,
 * a used link, and a session that no link opened: tests/http/account-password-reset.spec.ts.
 */
import { expect, test } from "./support/test";
import { expectSignedInAs } from "./support/accounts";
import { apiAccount } from "./support/account-setup";
import { gotoHydrated, waitForHydration } from "./support/html";
import { latestLink } from "./support/mailbox";
import { TEST_ORIGIN } from "./support/servers";

const SECOND_PASSWORD = "second-passphrase-2026";

test("a forgotten password is reset through the emailed link (JavaScript on)", async ({ page, request }) => {
  // An account made through the auth server's API: signing up is not this test's point.
  const { email, password: firstPassword, name } = await apiAccount("reset", "Rita Reset");
  await gotoHydrated(page, "/auth?mode=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");

  await page.goto(await latestLink(email, "recovery"));
  await expect(page).toHaveURL("/auth/reset");
  await waitForHydration(page);
  await page.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await page.getByLabel("Repeat the new password").fill("different");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The two passwords do not match");

  await page.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(SECOND_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expectSignedInAs(page, name);

  // Later, elsewhere (a request of its own, not this browser): the old password is refused, the new one signs in.
  const signIn = (password: string) =>
    request.post("/auth?index", {
      form: { intent: "sign-in", redirectTo: "", email, password },
      headers: { Origin: TEST_ORIGIN },
      maxRedirects: 0,
    });
  const refused = await signIn(firstPassword);
  expect(refused.status(), "the old password").toBe(400);
  expect(await refused.text()).toContain("Invalid login credentials");
  const accepted = await signIn(SECOND_PASSWORD);
  expect(accepted.status(), "the new password").toBe(302);
  expect(accepted.headers()["location"]).toBe("/dashboard");
});
