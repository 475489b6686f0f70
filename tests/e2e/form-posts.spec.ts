/**
 * HTML first (R-HTML-03): with JavaScript off in Chromium, the visitor forms post to the real
 * server, store in its database, and answer with a page in the visitor's language: the typed
 * values and each field's message when a value is refused, and no field ever in a URL.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e";
import { e2eQuery } from "../support/e2e-database";

const REMIND_AR = "ذكّرني";

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

async function rowOf(
  table: "contact_enquiries" | "newsletter_subscribers" | "renewal_reminders" | "android_waitlist",
  email: string,
) {
  return (await e2eQuery<Record<string, unknown>>(`select * from ${table} where email = $1`, [email]))[0];
}

/** Every URL the page requests or shows from now on: none may carry what the visitor typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

const EDITIONS = [
  {
    locale: "en",
    prefix: "",
    send: "Send Message",
    invalidEmail: "Please enter a valid email address",
    sent: /Thanks, Omar|Omar/,
    join: "Join",
    inbox: "Check your inbox",
    reminderLink: "Set a renewal reminder",
    remind: "Remind me",
    joinWaitlist: "Join Waitlist",
    joined: "Successfully joined Android waitlist!",
  },
  {
    locale: "ar",
    prefix: "/ar",
    send: "أرسل الرسالة",
    invalidEmail: /\p{Script=Arabic}/u,
    sent: /شكرًا لك يا Omar/,
    join: "اشترك",
    inbox: "تحقّق من بريدك الوارد",
    reminderLink: "اضبط تذكيرًا بموعد التجديد",
    remind: REMIND_AR,
    joinWaitlist: "انضم إلى قائمة الانتظار",
    joined: "انضممت إلى قائمة انتظار Android بنجاح!",
  },
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });

  for (const edition of EDITIONS) {
    test(`R-HTML-03: the contact form posts and answers in ${edition.locale}; a refused value comes back with what was typed`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      const email = uniqueEmail("omar");
      await page.goto(`${edition.prefix}/contact`);
      const form = page.getByTestId("contact-form");
      await expect(form).toHaveAttribute("method", "post");
      await page.locator("#contact-firstName").fill("Omar");
      await page.locator("#contact-lastName").fill("Haddad");
      await page.locator("#contact-email").fill("omar@");
      await page.locator("#contact-subject").fill("Renewal");
      await page.locator("#contact-message").fill("Please call me about my renewal next month.");
      await form.getByRole("button", { name: edition.send }).click();

      // Refused: the same page, the field's message in the page's language, everything typed still there.
      await expect(page.locator("#contact-email-error")).toHaveText(edition.invalidEmail);
      await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#contact-email")).toHaveValue("omar@");
      await expect(page.locator("#contact-firstName")).toHaveValue("Omar");
      await expect(page.locator("#contact-message")).toHaveValue("Please call me about my renewal next month.");
      expect(new URL(page.url()).pathname).toBe(`${edition.prefix}/contact`);

      await page.locator("#contact-email").fill(email);
      await page.getByTestId("contact-form").getByRole("button", { name: edition.send }).click();
      await expect(page.getByTestId("contact-sent")).toContainText(edition.sent);
      await expect(page.locator("html")).toHaveAttribute("lang", edition.locale);
      expect(await rowOf("contact_enquiries", email)).toMatchObject({ first_name: "Omar", subject: "Renewal" });

      expect(new URL(page.url()).search).toBe("");
      for (const url of urls) expect(url).not.toMatch(/omar|haddad/i);
    });

    test(`R-HTML-03: the footer's newsletter form posts and answers in ${edition.locale}`, async ({ page }) => {
      const urls = recordUrls(page);
      const email = uniqueEmail("reem");
      await page.goto(edition.prefix || "/");
      const form = page.locator("#newsletter form");
      await expect(form).toHaveAttribute("method", "post");
      await page.locator("#newsletter-email").fill("reem@");
      await form.getByRole("button", { name: edition.join, exact: true }).click();
      // Refused: the newsletter page with the form again, the address and its message.
      await expect(page.locator("#newsletter-page-email")).toHaveValue("reem@");
      await expect(page.locator("#newsletter-page-email-error")).toBeVisible();

      await page.locator("#newsletter-page-email").fill(email);
      await page.getByTestId("newsletter-signup-page").getByRole("button", { name: edition.join, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(edition.inbox);
      await expect(page.getByTestId("newsletter-signup-page")).toContainText(email);
      expect(await rowOf("newsletter_subscribers", email)).toMatchObject({
        status: "pending",
        language: edition.locale,
      });
      expect(new URL(page.url()).pathname).toBe(`${edition.prefix}/newsletter`);
      for (const url of urls) expect(url).not.toMatch(/reem/);
    });
  }

  for (const edition of EDITIONS)
    test(`R-HTML-03: the home page leads to the renewal reminder's page, whose form posts and answers in ${edition.locale}`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      const email = uniqueEmail("salem");
      await page.goto(edition.prefix || "/");
      await page.getByTestId("reminder-page-link").getByText(edition.reminderLink).click();
      const form = page.getByTestId("reminder-form");
      await expect(form).toHaveAttribute("method", "post");
      await page.locator("#page-reminder-email").fill(email);
      await form.getByRole("button", { name: edition.remind }).click();
      // Refused: no month, no consent; the address is kept.
      await expect(page.locator("#page-reminder-email")).toHaveValue(email);
      await expect(page.locator("#page-reminder-renewalMonth-error")).toBeVisible();
      await expect(page.locator("#page-reminder-consent-error")).toBeVisible();

      // The prerendered page offers the months by name; the server takes the next one of that name.
      await page.locator("#page-reminder-renewalMonth").selectOption({ index: 3 });
      await page.locator("#page-reminder-consent").check();
      await page.getByTestId("reminder-form").getByRole("button", { name: edition.remind }).click();
      await expect(page.getByTestId("reminder-sent")).toContainText(email);
      const row = await rowOf("renewal_reminders", email);
      expect(row).toMatchObject({ status: "pending", language: edition.locale });
      expect(row!.renewal_month).toMatch(/^\d{4}-03$/);
      for (const url of urls) expect(url).not.toMatch(/salem/);
    });

  for (const edition of EDITIONS)
    test(`R-HTML-03: the app page's Android waitlist form posts and answers in ${edition.locale}`, async ({ page }) => {
      const urls = recordUrls(page);
      const email = uniqueEmail("hamdan");
      await page.goto(`${edition.prefix}/app`);
      const form = page.getByTestId("android-waitlist").locator("form");
      await expect(form).toHaveAttribute("method", "post");
      await page.locator("#app-page-waitlist-email").fill("hamdan@");
      await form.getByRole("button", { name: edition.joinWaitlist }).click();
      await expect(page.locator("#app-page-waitlist-email")).toHaveValue("hamdan@");
      await expect(page.locator("#app-page-waitlist-email-error")).toBeVisible();

      await page.locator("#app-page-waitlist-email").fill(email);
      await page.getByTestId("android-waitlist").getByRole("button", { name: edition.joinWaitlist }).click();
      await expect(page.getByTestId("waitlist-joined")).toContainText(edition.joined);
      // R-SAFE-28: it waits for its confirmation, in the page's language.
      expect(await rowOf("android_waitlist", email)).toMatchObject({ status: "pending", language: edition.locale });
      expect(new URL(page.url()).pathname).toBe(`${edition.prefix}/app`);
      for (const url of urls) expect(url).not.toMatch(/hamdan/);
    });
});
