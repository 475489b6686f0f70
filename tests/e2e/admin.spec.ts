/**
 * The team pages in a real browser against the real server and its
 * PostgreSQL (R-ROLE-04..07, R-STATE-AUTH-01..05, R-OPEN-10, 12,
 * 13, 51). Admins are made the way an operator makes them: with the CLI.
 */
import type { Browser, Page } from "@playwright/test";
import { adminCli, expect, offScreenElements, PASSWORD, test, useQuietStorage, visit } from "../support/e2e";
import { signUpForReminder } from "../support/reminders";
import { KEY_HEADERS } from "../support/requests";

let counter = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new admin, made with the CLI as an operator makes one: its e-mail address. */
function newAdmin(): string {
  const email = `${unique("ops")}@drivebee.ae`;
  expect(adminCli("create", email)).toContain("Created admin");
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function sendEnquiry(browser: Browser, email: string, subject: string, message: string, path = "/contact") {
  const context = await browser.newContext();
  await useQuietStorage(context);
  const page = await context.newPage();
  await visit(page, path);
  await page.getByLabel("First name", { exact: true }).fill("Fatima");
  await page.getByLabel("Last name", { exact: true }).fill("Al Mansoori");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent.", { exact: false })).toBeVisible();
  await context.close();
}

test.describe("admin accounts and the leads dashboard", () => {
  test("R-OPEN-10: CLI admin logs in, finds a visitor's enquiry, changes its status, reloads, signs out", async ({
    page,
    browser,
  }) => {
    const admin = newAdmin();

    const visitor = `${unique("visitor")}@example.com`;
    const subject = `Renewal for my Patrol ${unique("s")}`;
    await sendEnquiry(browser, visitor, subject, "Is <b>bold</b> & =1+1 shown as text?\nSecond line.");

    // R-OPEN-12: anonymous → /auth?redirect=%2Fadmin, and back after login.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Leads" })).toHaveCount(0);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await expect(page.getByTestId("signed-in-as")).toHaveText(admin);
    await expect(page.getByTestId("admin-overview")).toContainText("waiting for a reply");
    // R-FOLLOW-07: this server runs without SMTP_URL, so the overview says the mail waits.
    await expect(page.getByTestId("mail-not-configured")).toHaveText(
      "Mail is not configured. Enquiry alerts and other e-mails wait in the queue and go out once SMTP_URL is set.",
    );

    await page.getByRole("tab", { name: "Contact enquiries" }).click();
    await expect(page).toHaveURL(/tab=enquiries/);
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(visitor);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("New");
    await row.getByRole("button", { name: /View enquiry/ }).click();

    const dialog = page.getByTestId("enquiry-dialog");
    await expect(dialog.getByRole("heading", { name: subject })).toBeVisible();
    // Typed content is text, never markup.
    await expect(dialog).toContainText("Is <b>bold</b> & =1+1 shown as text?");
    await expect(dialog.locator("b")).toHaveCount(0);
    await dialog.getByLabel("Change status").selectOption("in_progress");
    await dialog.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed to In progress.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row).toContainText("In progress");

    // R-OPEN-51: the change persists across a reload; R-STATE-AUTH-01: still signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\?tab=enquiries$/);
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(visitor);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row").filter({ hasText: visitor })).toContainText("In progress");

    // R-STATE-AUTH-04: sign out, and /admin is the login again, even by the back button.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Leads" })).toHaveCount(0);
  });

  test("R-OPEN-13: a wrong login says 'Invalid email or password', the page has no sign-up and is noindex", async ({
    page,
  }) => {
    const admin = newAdmin();
    await page.goto("/auth");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: /sign up|register|create account/i })).toHaveCount(0);

    let release: () => void = () => {};
    await page.route("**/api/auth/sign-in/email", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await signIn(page, admin, "not-the-right-password");
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await page.unroute("**/api/auth/sign-in/email");
    // An unknown address reads exactly the same.
    await signIn(page, "nobody@drivebee.ae", "not-the-right-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("R-ROLE-05: a signed-in non-admin sees 'Access denied' with a sign-out button on both admin pages", async ({
    page,
  }) => {
    const member = `${unique("former")}@drivebee.ae`;
    adminCli("create", member);
    adminCli("revoke", member);
    await page.goto("/auth?redirect=%2Fab-testing-admin");
    await signIn(page, member);
    await expect(page).toHaveURL(/\/ab-testing-admin$/);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByTestId("experiments-admin")).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leads" })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/);
  });

  test("R-ROLE-04/06: anonymous /ab-testing-admin goes to /auth and an admin comes back to it", async ({ page }) => {
    const admin = newAdmin();
    await page.goto("/ab-testing-admin");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fab-testing-admin$/);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/ab-testing-admin$/);
    await expect(page.getByTestId("experiments-admin")).toBeVisible();
  });

  test("R-STATE-AUTH-05: while the session loads, a spinner shows and nothing redirects early", async ({ page }) => {
    const admin = newAdmin();
    await page.goto("/auth");
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);

    const urls: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && urls.push(frame.url()));
    await page.route("**/api/auth/get-session", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto("/admin");
    await expect(page.getByTestId("auth-loading")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible({ timeout: 10_000 });
    expect(urls.some((url) => url.includes("/auth"))).toBe(false);
  });

  test("R-STATE-AUTH-02: signing out in one tab signs the other tab out too", async ({ context }) => {
    const admin = newAdmin();
    const first = await context.newPage();
    await first.goto("/auth");
    await signIn(first, admin);
    await expect(first.getByRole("heading", { name: "Leads" })).toBeVisible();
    const second = await context.newPage();
    await second.goto("/admin");
    await expect(second.getByRole("heading", { name: "Leads" })).toBeVisible();
    await second.getByRole("button", { name: "Sign out" }).click();
    await expect(first).toHaveURL(/\/auth\?redirect=%2Fadmin$/);
  });

  test("R-OPEN-10: each lead list exports a CSV download", async ({ page }) => {
    const admin = newAdmin();
    await page.goto("/auth?redirect=%2Fadmin%3Ftab%3Dwaitlist");
    await signIn(page, admin);
    await expect(page.getByRole("tab", { name: "Android waitlist", selected: true })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^android-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString("utf8")).toContain(
      '"email","status","language","source","joined_at","confirmation_sent_at","confirmed_at","unsubscribed_at","notified_at"',
    );
  });

  test("privacy requests: an admin finds everything stored for an address and erases it after typing it again", async ({
    page,
  }) => {
    const admin = newAdmin();
    const subject = `${unique("subject")}@example.com`;
    const joined = await page.request.post("/functions/v1/android-waitlist-signup", {
      headers: { ...KEY_HEADERS, "x-forwarded-for": "203.0.113.77" },
      data: { email: subject },
    });
    expect(joined.ok()).toBe(true);
    // Issue 15: a renewal reminder of the same address is found and erased with the rest (R-FOLLOW-48).
    expect(await signUpForReminder(page.request, subject)).toBe(201);

    await page.goto("/auth?redirect=%2Fadmin%3Ftab%3Dprivacy");
    await signIn(page, admin);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(subject);
    const lookup = page.waitForRequest((request) => request.url().includes("/api/admin/privacy"));
    await page.getByRole("button", { name: "Find data" }).click();
    // The address travels in a POST body, never in the URL (server logs, proxies, history).
    const sent = await lookup;
    expect(sent.method()).toBe("POST");
    expect(decodeURIComponent(sent.url())).not.toContain(subject);
    expect(sent.postDataJSON()).toEqual({ email: subject });
    const report = page.getByTestId("privacy-report");
    await expect(report).toContainText(`2 records stored for ${subject}`);
    await expect(report).toContainText("Android waitlist");
    // R-SAFE-28: the waitlist signup waits for its confirmation, whose message is on the queue.
    await expect(report).toContainText("pending, not notified yet");
    await expect(report).toContainText("Renewal reminder");
    await page.getByRole("button", { name: "Delete everything" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete everything for this address?" });
    await confirm.getByLabel("Email address again").fill("someone-else@example.com");
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await expect(confirm).toContainText("The confirmation does not match the address");
    await confirm.getByLabel("Email address again").fill(subject);
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await expect(
      page.getByText(
        `Deleted 0 subscription(s), 1 waitlist entry, 0 enquiries, 1 renewal reminder(s) and 2 queued message(s) for ${subject}.`,
      ),
    ).toBeVisible();
    await expect(report).toContainText(`Nothing is stored for ${subject}.`);

    await page.getByRole("tab", { name: "Audit log" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Deleted an address's data" }).first()).toContainText(admin);
  });

  test("security reports: a browser's CSP violation report shows in the Security reports tab, without its query string", async ({
    page,
  }) => {
    const admin = newAdmin();
    const marker = unique("blocked").replace(".", "-");
    const sent = await page.request.post("/api/csp-report", {
      headers: { "content-type": "application/csp-report", "x-forwarded-for": "203.0.113.78" },
      data: JSON.stringify({
        "csp-report": {
          "document-uri": `http://localhost/contact?email=someone%40example.com`,
          "effective-directive": "script-src-elem",
          "blocked-uri": `https://${marker}.example/x.js?token=secret`,
          "source-file": "http://localhost/assets/entry.js",
          "line-number": 7,
          disposition: "enforce",
        },
      }),
    });
    expect(sent.status()).toBe(204);

    await page.goto("/auth?redirect=%2Fadmin%3Ftab%3Dsecurity");
    await signIn(page, admin);
    await expect(page.getByRole("tab", { name: "Security reports", selected: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `https://${marker}.example` });
    await expect(row).toContainText("script-src-elem");
    await expect(row).toContainText("http://localhost/contact");
    await expect(row).toContainText("http://localhost/assets/entry.js:7");
    await expect(row).not.toContainText("someone");
    await expect(row).not.toContainText("token=secret");
  });
});

test.describe("the team pages on a phone", () => {
  test("every admin tab fits 320 and 390 px (tables scroll in their own box); an enquiry's campaign reads as fields with a Gulf-time first visit", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = newAdmin();
    const visitor = `${unique("campaign")}@example.com`;
    await sendEnquiry(
      browser,
      visitor,
      "Renewal next month",
      "Can you remind me before my renewal?",
      "/contact?utm_source=google&utm_campaign=renewals&gclid=abc123",
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/auth?redirect=%2Fadmin");
    await signIn(page, admin);
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tab of await page.getByRole("tab").allTextContents()) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        await page.waitForLoadState("networkidle");
        const { scrollWidth, found } = await offScreenElements(page);
        expect({ tab, width, scrollWidth, found }).toEqual({ tab, width, scrollWidth: width, found: [] });
      }
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Contact enquiries" }).click();
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(visitor);
    await page.getByRole("button", { name: "Search" }).click();
    await page
      .getByRole("row")
      .filter({ hasText: visitor })
      .getByRole("button", { name: /View enquiry/ })
      .click();
    const dialog = page.getByTestId("enquiry-dialog");
    const field = (label: string) =>
      dialog.locator("div", { has: page.locator(`dt:text-is("${label}")`) }).locator("dd");
    await expect(field("Source")).toHaveText("google");
    await expect(field("Campaign")).toHaveText("renewals");
    await expect(field("Google Ads click")).toHaveText("abc123");
    // A date as the team reads it, never a raw millisecond count.
    await expect(field("First visit")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(dialog).not.toContainText(/\d{13}/);
  });
});
