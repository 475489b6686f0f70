/**
 * The team pages in a real browser against the real server and its
 * PostgreSQL (R-ROLE-04..07, R-STATE-AUTH-01..05, R-OPEN-10, 12,
 * 13, 51). Admins are made the way an operator makes them: with the CLI.
 */
import type { Browser, Page } from "@playwright/test";
import { adminCli, expect, newAdmin, offScreenElements, signIn, test, useQuietStorage, visit } from "../support/e2e";
import { signUpForReminder } from "../support/reminders";
import { KEY_HEADERS } from "../support/requests";
import { replyDueAt } from "../../core/gulf-time";
import { TEST_NOW_HEADER } from "../../server/test-clock.server";

let counter = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}`;

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
    // R-DESK-26: the status saves as it changes.
    await dialog.getByLabel("Status", { exact: true }).selectOption("in_progress");
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
    // A renewal reminder of the same address is found and erased with the rest (R-FOLLOW-48).
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

test.describe("the lead desk", () => {
  /** An enquiry sent from the Arabic contact page, its fields found by name (their labels are Arabic). */
  async function sendArabicEnquiry(browser: Browser, email: string, subject: string, message: string) {
    const context = await browser.newContext();
    await useQuietStorage(context);
    const page = await context.newPage();
    await visit(page, "/ar/contact");
    const form = page.getByTestId("contact-form");
    for (const [name, value] of [
      ["firstName", "ليلى"],
      ["lastName", "الحداد"],
      ["email", email],
      ["phone", "050 123 4567"],
      ["subject", subject],
      ["message", message],
    ] as const)
      await form.locator(`[name="${name}"]`).fill(value);
    const sent = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("contact-submit"));
    await form.locator('button[type="submit"]').click();
    expect((await sent).status()).toBe(201);
    await context.close();
  }

  /** Opens the enquiry of `email` from the list. */
  async function openEnquiry(page: Page, email: string) {
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    // The row of this search, not the one of the search before it.
    const row = page.getByTestId("enquiry-row").filter({ hasText: email });
    await expect(page.getByTestId("enquiry-row")).toHaveCount(1);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /View enquiry/ }).click();
    const dialog = page.getByTestId("enquiry-dialog");
    await expect(dialog.getByTestId("enquiry-message")).toBeVisible();
    return dialog;
  }

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`R-DESK-02, R-DESK-10..12, R-DESK-25: an Arabic enquiry reads right to left and is answered with the Arabic template, by e-mail, WhatsApp and phone, at ${viewport.width} px`, async ({
      page,
      browser,
    }, testInfo) => {
      const admin = newAdmin();
      const arabic = `${unique("layla")}@example.com`;
      const english = `${unique("fatima")}@example.com`;
      await sendArabicEnquiry(
        browser,
        arabic,
        `تجديد وثيقة التأمين ${unique("s")}`,
        "السلام عليكم، تنتهي وثيقة تأميني في مارس. هل يمكنكم إرسال عرض سعر؟",
      );
      await sendEnquiry(browser, english, `Renewal in March ${unique("s")}`, "My policy ends in March. A quote?");

      await page.setViewportSize(viewport);
      await page.goto("/admin");
      await signIn(page, admin);
      await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
      await page.getByRole("tab", { name: "Contact enquiries" }).click();
      // Neither chat nor dialler opens in the test: the presses are only recorded.
      await page.evaluate(() =>
        window.addEventListener(
          "click",
          (event) => {
            if ((event.target as Element).closest('a[href^="tel:"], a[href^="https://wa.me/"]')) event.preventDefault();
          },
          true,
        ),
      );

      for (const [email, language, direction] of [
        [english, "English", "ltr"],
        [arabic, "Arabic (العربية)", "rtl"],
      ] as const) {
        const dialog = await openEnquiry(page, email);
        const message = dialog.getByTestId("enquiry-message");
        await expect(message).toHaveAttribute("dir", "auto");
        const directionOf = (locator: typeof message) =>
          locator.evaluate((element) => getComputedStyle(element).direction);
        await expect.poll(() => directionOf(message)).toBe(direction);
        // The title: the subject the visitor typed.
        await expect.poll(() => directionOf(dialog.locator("h2").first())).toBe(direction);
        await expect(dialog).toContainText(language);
        // This server runs without SMTP: the acknowledgement waits on the queue, in the enquiry's view.
        await expect(dialog.getByTestId("acknowledgement-delivery")).toContainText(/Waiting/);
        await page.screenshot({ path: testInfo.outputPath(`enquiry-${direction}-${viewport.width}.png`) });
        if (direction === "ltr") {
          await page.keyboard.press("Escape");
          await expect(dialog).toHaveCount(0);
        }
      }

      // The Arabic enquiry: its templates are the Arabic ones, filled with the name and the quote link.
      const dialog = page.getByTestId("enquiry-dialog");
      const box = dialog.getByTestId("reply-box");
      await box.getByLabel("Template").selectOption({ label: "Send the quote link (Arabic (العربية))" });
      const reply = box.getByLabel("Reply", { exact: true });
      await expect(reply).toHaveValue(/^مرحبًا ليلى،/);
      await expect(reply).toHaveValue(/internal_source=support_reply/);
      await expect(reply).toHaveValue(/lang=ar/);
      const written = await reply.inputValue();

      // WhatsApp carries the visitor's number and the reply typed in; the call link the number.
      const whatsApp = dialog.getByTestId("enquiry-whatsapp");
      await expect(whatsApp).toHaveAttribute("href", `https://wa.me/971501234567?text=${encodeURIComponent(written)}`);
      await expect(dialog.getByTestId("enquiry-call")).toHaveAttribute("href", "tel:+971501234567");
      await whatsApp.click();
      await expect(dialog.getByTestId("history-entry").filter({ hasText: "Opened WhatsApp" })).toHaveCount(1);
      await dialog.getByTestId("enquiry-call").click();
      await expect(dialog.getByTestId("history-entry").filter({ hasText: "Called" })).toHaveCount(1);

      await box.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByText("Reply to ليلى queued", { exact: false })).toBeVisible();
      const sent = dialog.getByTestId("history-entry").filter({ hasText: "Replied by e-mail" });
      await expect(sent).toHaveCount(1);
      await expect(sent).toContainText(admin);
      await expect(sent).toContainText("مرحبًا ليلى،");
      // Without SMTP the reply waits on the queue, as every e-mail does.
      await expect(sent).toContainText(/Waiting/);
      await expect(dialog.getByTestId("reply-due")).toContainText(/First reply after \d+ min/);
      await expect(reply).toHaveValue("");
      await page.screenshot({ path: testInfo.outputPath(`enquiry-answered-${viewport.width}.png`), fullPage: true });

      // Each action is in the audit log.
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Audit log" }).click();
      for (const action of ["Replied to an enquiry", "Opened WhatsApp with a visitor", "Called a visitor"])
        await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
    });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`R-DESK-20..24, R-DESK-26: a new enquiry is overdue, counted and listed once the server's clock passes its promised reply; assigned, noted, its status changed and undone, at ${viewport.width} px`, async ({
      page,
      browser,
    }, testInfo) => {
      const admin = newAdmin();
      const late = `${unique("late")}@example.com`;
      await sendEnquiry(browser, late, `Renewal ${unique("s")}`, "My renewal is next week. Can you call me?");
      // It arrived before now, so its reply is due by replyDueAt(now) at the latest (R-DESK-01).
      const dueBy = replyDueAt(Date.now());

      await page.setViewportSize(viewport);
      await page.goto("/admin");
      await signIn(page, admin);
      const search = async (email: string) => {
        await page.getByRole("searchbox", { name: "Search enquiries" }).fill(email);
        await page.getByRole("button", { name: "Search" }).click();
      };
      const row = page.getByTestId("enquiry-row");
      // At the real time nothing in this run is overdue: no count, and the enquiry says when its reply is due.
      await expect(page.getByTestId("admin-overview")).toContainText("waiting for a reply");
      await expect(page.getByTestId("overdue-enquiries")).toHaveCount(0);
      await page.getByRole("tab", { name: "Contact enquiries" }).click();
      await search(late);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/Reply due/);

      // A minute past the promise, by the server's clock (for this page's requests only: other tests run beside it).
      await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: new Date(dueBy + 60_000).toISOString() });
      await page.goto("/admin");
      await expect(page.getByTestId("overdue-enquiries")).toContainText(/overdue/);
      await page.getByTestId("overdue-enquiries").getByRole("link").click();
      await expect(page).toHaveURL(/tab=enquiries&view=overdue/);
      await expect(page.getByRole("combobox", { name: "Show" })).toHaveValue("overdue");
      await search(late);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/Overdue: the reply was due/);
      await expect(row).toContainText("Unassigned");
      // On a phone the row is a card: View is on screen without scrolling sideways.
      const view = row.getByRole("button", { name: /View enquiry/ });
      await view.scrollIntoViewIfNeeded();
      const box = await view.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`overdue-list-${viewport.width}.png`) });
      await view.click();

      const dialog = page.getByTestId("enquiry-dialog");
      const work = dialog.getByTestId("work-controls");
      await expect(work.getByTestId("reply-due")).toContainText(/^Overdue: the reply was due/);
      await work.getByLabel("Owner").selectOption({ label: admin });
      await expect(page.getByText(`Given to ${admin}.`)).toBeVisible();
      await dialog.getByLabel("Note for the team").fill("Asked for a call: try after 4 pm.");
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(
        dialog.getByTestId("history-entry").filter({ hasText: "Asked for a call: try after 4 pm." }),
      ).toHaveCount(1);

      await work.getByLabel("Status").selectOption("in_progress");
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Status changed to In progress." });
      await expect(toast).toBeVisible();
      await expect(dialog.getByTestId("history-entry").filter({ hasText: "Status New → In progress" })).toHaveCount(1);
      await toast.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByText("Status back to New.")).toBeVisible();
      await expect(work.getByLabel("Status")).toHaveValue("new");
      await expect(dialog.getByTestId("history-entry").filter({ hasText: "Status In progress → New" })).toHaveCount(1);
      await expect(dialog.getByTestId("history-entry").filter({ hasText: `Given to ${admin}` })).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`worked-${viewport.width}.png`), fullPage: true });

      // Mine: the enquiry is there now, with its owner.
      await page.keyboard.press("Escape");
      await page.getByRole("combobox", { name: "Show" }).selectOption("mine");
      await search(late);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(admin);
      await page.getByRole("tab", { name: "Audit log" }).click();
      for (const action of ["Changed an enquiry's owner", "Added a note to an enquiry", "Changed an enquiry's status"])
        await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
    });
});
