/**
 * The operator's side of the job queue in a real browser: a failed
 * enquiry alert found through the overview and retried from the Outbox once
 * SMTP is back (R-FOLLOW-30), and the Android launch announcement sent once
 * per address though the admin pressed Send twice (R-FOLLOW-31). Each test
 * runs its own server on a database of its own, with SMTP pointed where the
 * test says, so its queue is the only one working that mail.
 */
import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import pg from "pg";
import { expect, PASSWORD, test, useQuietStorage, visit } from "../support/e2e";
import { decodedHeader, mailHeader, startMailCatcher, startRefusingSmtp } from "../support/mail";
import { ANNOUNCEMENT_DEFAULT } from "../../core/schemas/admin";
import { E2E_PORT } from "../support/ports";
import { TEST_API_KEY, TEST_SECRET } from "../support/requests";
import { startServerProcess, type ServerProcess } from "../support/server-process.mjs";

/** After the server-down test's spare port. */
const PORT = E2E_PORT + 9;
const ADMIN = "outbox.ops@drivebee.ae";

test.describe.configure({ mode: "serial" });

/** A new database on the suite's PostgreSQL, and a client on it. */
async function freshDatabase(): Promise<{ url: string; client: pg.Client; drop: () => Promise<void> }> {
  const base = new URL(process.env.E2E_DATABASE_URL!);
  const name = `outbox_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    async drop() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startServer(databaseUrl: string, smtpUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      APP_SECRET: TEST_SECRET,
      PUBLIC_API_KEY: TEST_API_KEY,
      TRUST_PROXY: "true",
      SMTP_URL: smtpUrl,
      // One try: a refused connection fails the message at once.
      QUEUE_RETRY_LIMIT: "0",
      QUEUE_POLL_SECONDS: "0.5",
      ANNOUNCEMENT_RATE_PER_MINUTE: "600",
    },
  });
  execFileSync("npm", ["run", "-s", "admin:create", "--", "--email", ADMIN], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: PASSWORD },
    encoding: "utf8",
  });
  return server;
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/auth?redirect=%2Fadmin`);
  await page.getByLabel("Email").fill(ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
}

/** Presses the Outbox's Refresh until `row` says Sent. */
async function refreshUntilSent(page: Page, row: Locator) {
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toContainText(/Sent/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("R-FOLLOW-30, R-DESK-03: an enquiry alert and acknowledgement SMTP refused show on the overview and in the Outbox; after SMTP is back, Retry sends each once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const database = await freshDatabase();
  let smtp: { port: number; url: string; close: () => Promise<void> } = await startRefusingSmtp();
  const server = await startServer(database.url, smtp.url);
  try {
    const visitor = await browser.newContext();
    await useQuietStorage(visitor);
    const form = await visitor.newPage();
    await visit(form, `${server.origin}/contact`);
    await form.getByLabel("First name", { exact: true }).fill("Fatima");
    await form.getByLabel("Last name", { exact: true }).fill("Al Mansoori");
    await form.getByLabel("Email", { exact: true }).fill("fatima@example.com");
    await form.getByLabel("Subject", { exact: true }).fill("Renewal in March");
    await form.getByLabel("Message", { exact: true }).fill("Please call me about my renewal.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible();
    await visitor.close();

    await signIn(page, server.origin);
    // The overview says a message failed (reloaded until the queue has tried it).
    await expect(async () => {
      await page.reload();
      // The team's alert and the visitor's acknowledgement (R-DESK-02).
      await expect(page.getByTestId("failed-messages")).toContainText("2 messages failed", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole("link", { name: "Open the Outbox" }).click();
    await expect(page).toHaveURL(/tab=outbox/);
    const row = page.getByTestId("outbox-row").filter({ hasText: "Enquiry alert" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("s***@drivebee.ae");
    await expect(row).toContainText(/Failed/);
    // The refusing server hangs up at once.
    await expect(row).toContainText("Connection closed unexpectedly");

    // SMTP comes back on the same port.
    await smtp.close();
    const catcher = await startMailCatcher({ port: smtp.port });
    smtp = catcher;
    await row.getByRole("button", { name: /^Retry Enquiry alert/ }).click();
    await expect(page.getByText("is queued again.")).toBeVisible();
    await refreshUntilSent(page, row);
    expect(catcher.received).toHaveLength(1);
    expect(mailHeader(catcher.received[0]!, "Subject")).toBe("[Website enquiry] Renewal in March");
    expect(mailHeader(catcher.received[0]!, "Reply-To")).toBe("fatima@example.com");
    // The acknowledgement, to the visitor (masked), retried the same way (R-DESK-03).
    const acknowledgement = page.getByTestId("outbox-row").filter({ hasText: "Enquiry acknowledgement" });
    await expect(acknowledgement).toContainText("f***@example.com");
    await acknowledgement.getByRole("button", { name: /^Retry Enquiry acknowledgement/ }).click();
    await refreshUntilSent(page, acknowledgement);
    expect(catcher.received).toHaveLength(2);
    expect(mailHeader(catcher.received[1]!, "To")).toBe("fatima@example.com");
    expect(mailHeader(catcher.received[1]!, "Reply-To")).toBe("support@drivebee.ae");
    // R-FOLLOW-30: the enquiry shows where its alert is.
    await page.getByRole("tab", { name: "Contact enquiries" }).click();
    await page.getByRole("button", { name: /View enquiry from Fatima/ }).click();
    await expect(page.getByTestId("alert-delivery")).toContainText(/Sent/);
    await expect(page.getByTestId("acknowledgement-delivery")).toContainText(/Sent/);
    // Each retry is in the audit log.
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Audit log" }).click();
    await expect(page.getByRole("row").filter({ hasText: "outbox.retry" })).toHaveCount(2);
    // Nothing failed any more: the overview's notice is gone.
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByTestId("admin-overview")).toBeVisible();
    await expect(page.getByTestId("failed-messages")).toHaveCount(0);
  } finally {
    await server.stop();
    await smtp.close();
    await database.drop();
  }
});

test("R-FOLLOW-31, R-SAFE-29: the launch announcement, sent from two open pages, reaches each confirmed waitlist address once, in its language, and marks it notified", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const database = await freshDatabase();
  const catcher = await startMailCatcher();
  const server = await startServer(database.url, catcher.url);
  try {
    const addresses = ["one@example.com", "two@example.com", "three@example.com"];
    // Three confirmed entries, the third from the Arabic edition, and one still waiting for its confirmation.
    for (const email of addresses)
      await database.client.query(
        "INSERT INTO android_waitlist (email, status, language, confirmed_at) VALUES ($1, 'confirmed', $2, now())",
        [email, email === "three@example.com" ? "ar" : "en"],
      );
    await database.client.query("INSERT INTO android_waitlist (email) VALUES ('pending@example.com')");
    const audience =
      "3 addresses confirmed and not notified yet. 1 address awaiting confirmation will not get it until they confirm.";

    await signIn(page, server.origin);
    await page.getByRole("tab", { name: "Android waitlist" }).click();
    await expect(page.getByTestId("announcement-audience")).toHaveText(audience);
    // A second tab (or a second admin) open on the same screen before anything is sent.
    const other = await context.newPage();
    await other.goto(`${server.origin}/admin?tab=waitlist`);
    await expect(other.getByTestId("announcement-audience")).toHaveText(audience);
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("DriveBee is now on Android");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/now on Google Play/);
    await expect(page.getByLabel("Arabic subject")).toHaveValue(ANNOUNCEMENT_DEFAULT.subjectAr);
    await expect(page.getByLabel("Arabic message")).toHaveAttribute("dir", "rtl");

    // Cleared, the form refuses before asking anything.
    await page.getByLabel("Subject", { exact: true }).fill("");
    await page.getByRole("button", { name: "Send to the waitlist" }).click();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByLabel("Subject", { exact: true }).fill("DriveBee is on Google Play");

    await page.getByRole("button", { name: "Send to the waitlist" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Send to 3 addresses?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Send announcement" }).click();
    await expect(page.getByText("The announcement is queued for 3 addresses.", { exact: false })).toBeVisible();

    // Pressed again from the other page, which still counts 3: nothing more is queued.
    await other.getByRole("button", { name: "Send to the waitlist" }).click();
    await other
      .getByRole("alertdialog", { name: "Send to 3 addresses?" })
      .getByRole("button", { name: "Send announcement" })
      .click();
    await expect(
      other.getByText(
        "Every confirmed address on the waitlist has been notified or already has the announcement on its way",
      ),
    ).toBeVisible();
    await other.close();

    await expect.poll(() => catcher.received.length, { timeout: 20_000 }).toBe(3);
    // No announcement mail is left on its way (waiting, retrying or being sent): what was received is all there is.
    await expect
      .poll(
        async () =>
          (
            await database.client.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'kind' = 'waitlist-announcement' AND state < 'completed'",
            )
          ).rows[0]!.n,
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(catcher.received.map((raw) => mailHeader(raw, "To")).sort()).toEqual([...addresses].sort());
    for (const raw of catcher.received) {
      const arabic = mailHeader(raw, "To") === "three@example.com";
      expect(decodedHeader(mailHeader(raw, "Subject")!)).toBe(
        arabic ? ANNOUNCEMENT_DEFAULT.subjectAr : "DriveBee is on Google Play",
      );
      expect(mailHeader(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    }
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("announcement-audience")).toHaveText(
        "Every confirmed address has been notified. 1 address awaiting confirmation will not get it until they confirm.",
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("announcements-sent")).toContainText("DriveBee is on Google Play: 3 addresses");
    const { rows } = await database.client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM android_waitlist WHERE notified_at IS NOT NULL",
    );
    expect(rows[0]!.n).toBe(3);

    // R-FOLLOW-32, R-SAFE-30: one address follows its unsubscribe link (on this server) and presses the button.
    const raw = catcher.received.find((message) => mailHeader(message, "To") === "two@example.com")!;
    const link = new URL(/^<(.+)>$/.exec(mailHeader(raw, "List-Unsubscribe")!)![1]!);
    expect(link.pathname).toBe("/api/waitlist/unsubscribe");
    const reader = await context.newPage();
    await reader.goto(`${server.origin}${link.pathname}${link.search}`);
    await expect(reader.getByRole("heading", { name: "Leave the Android waitlist?" })).toBeVisible();
    await reader.getByRole("button", { name: "Take me off the waitlist" }).click();
    await expect(reader.getByRole("heading", { name: "You are off the waitlist" })).toBeVisible();
    const left = await database.client.query<{ email: string; status: string }>(
      "SELECT email, status FROM android_waitlist ORDER BY email",
    );
    // The entry is kept as the record that it left.
    expect(left.rows.map((row) => `${row.email} ${row.status}`)).toEqual([
      "one@example.com confirmed",
      "pending@example.com pending",
      "three@example.com confirmed",
      "two@example.com unsubscribed",
    ]);
  } finally {
    await server.stop();
    await catcher.close();
    await database.drop();
  }
});
