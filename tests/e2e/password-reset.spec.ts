import { expect, test } from "./support/test";
import { createAccount, DEMO_USER, expectSignedInAs, signIn } from "./support/accounts";
import { latestLink } from "./support/mailbox";

for (const javaScriptEnabled of [true, false]) {
  test(`a forgotten password is reset through the emailed link (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    // Four password hashes (bcrypt, cost 10, in the stand-in's JavaScript) and five page loads.
    test.slow();
    const setup = await browser.newContext();
    const { email, password: firstPassword } = await createAccount(await setup.newPage(), "reset", "Rita Reset");
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/auth?mode=forgot");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for that email");

    await page.goto(await latestLink(email, "recovery"));
    await expect(page).toHaveURL("/auth/reset");
    await page.getByLabel("New password", { exact: true }).fill("second-passphrase-2026");
    await page.getByLabel("Repeat the new password").fill("different");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert")).toHaveText("The two passwords do not match");

    await page.getByLabel("New password", { exact: true }).fill("second-passphrase-2026");
    await page.getByLabel("Repeat the new password").fill("second-passphrase-2026");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expectSignedInAs(page, "Rita Reset");
    await context.close();

    const later = await browser.newContext({ javaScriptEnabled });
    const again = await later.newPage();
    await signIn(again, { email, password: firstPassword });
    await expect(again.getByRole("alert")).toHaveText("Invalid login credentials");
    await signIn(again, { email, password: "second-passphrase-2026" });
    await expect(again).toHaveURL("/dashboard");
    await later.close();
  });
}

test("a used reset link does not work twice", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await createAccount(page, "reuse");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/auth");
  await page.goto("/auth?mode=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = await latestLink(email, "recovery");
  await page.goto(link);
  await expect(page).toHaveURL("/auth/reset");
  await context.clearCookies();
  const response = await page.goto(link);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  await context.close();
});

test("an ordinary session cannot set a new password without a recovery link", async ({ page, request }) => {
  await signIn(page, DEMO_USER);
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/auth/reset");
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const response = await request.post("/auth/reset", {
    headers: { Cookie: cookies },
    form: { password: "taken-over-2026", confirmPassword: "taken-over-2026" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(401);
});
