/**
 * The server really stops in the middle of a visit (issue: lead capture,
 * "stop the server mid-test"): this test runs its own server process, kills
 * it while the contact form is filled in, and starts it again.
 */
import { expect, test, useQuietStorage, visit } from "../support/e2e";
import { E2E_SPARE_PORT } from "../support/ports";
import { TEST_API_KEY } from "../support/requests";
import { startServerProcess } from "../support/server-process.mjs";

const startServer = () =>
  startServerProcess({
    env: { PORT: String(E2E_SPARE_PORT), HOST: "127.0.0.1", DATABASE_URL: "memory://", PUBLIC_API_KEY: TEST_API_KEY },
  });

test("R-OPEN-02: with the server stopped, the contact form keeps everything typed; after a restart it sends", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useQuietStorage(context);
  let server = await startServer();
  try {
    await visit(page, `${server.origin}/contact`);
    const values = {
      "First name": "Fatima",
      "Last name": "Al-Mansouri",
      Email: "fatima.almansouri@example.com",
      Subject: "Quote for a new car",
      Message: "I am buying a car next month. Can you help me compare quotes?",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);

    await server.stop("SIGKILL");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("We couldn't send your message. Please try again or email us at support@drivebee.ae."),
    ).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    server = await startServer();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
  } finally {
    await server.stop("SIGKILL");
  }
});
