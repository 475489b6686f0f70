/**
 * The server really stops in the middle of a visit (issue: lead capture,
 * "stop the server mid-test"): this test runs its own server process, kills
 * it while the contact form is filled in, and starts it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, useQuietStorage, waitForHydration } from "./fixtures";

const PORT = 4181;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/app-server/index.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      PUBLIC_API_KEY: "e2e-public-key",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start")), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

test("R-OPEN-02: with the server stopped, the contact form keeps everything typed; after a restart it sends", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useQuietStorage(context);
  let server = await startServer();
  try {
    await page.goto(`${ORIGIN}/contact`);
    await waitForHydration(page);
    const values = {
      "First name": "Fatima",
      "Last name": "Al-Mansouri",
      Email: "fatima.almansouri@example.com",
      Subject: "Quote for a new car",
      Message: "I am buying a car next month. Can you help me compare quotes?",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);

    await stopServer(server);
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
    if (server.exitCode === null) await stopServer(server);
  }
});
