/**
 * A confirmation link confirms only on a person's press of its page's button (R-SAFE-20, 21),
 * in Chromium against the built server, for every list (the newsletter, the renewal reminders, the
 * Android waitlist: R-SAFE-28) and both editions: opening the link (a
 * plain GET, or a headless browser that runs the page's script and clicks nothing, as a mail
 * scanner does) leaves the row pending; pressing the button confirms it, with JavaScript (the
 * JSON endpoint) and without it (the page posts its own URL and the server renders the answer).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { PAGE_VIEWS } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { ar } from "../../app/i18n/messages/ar";
import { waitlist as waitlistAr } from "../../app/i18n/messages/ar/waitlist";
import { en } from "../../app/i18n/messages/en";
import { waitlist as waitlistEn } from "../../app/i18n/messages/en/waitlist";
import { expect, test, visit } from "../support/e2e";
import { confirmLink, signUp, subscriber } from "../support/newsletter";
import { reminderConfirmLink, reminderRows, signUpForReminder } from "../support/reminders";
import { joinWaitlist, waitlistConfirmLink, waitlistEntry } from "../support/waitlist";

test.use({ quietStorage: true });

const CATALOGUES = { en, ar } as const;
/** The waitlist's confirm page brings its own words (its loader reads them). */
const WAITLIST_WORDS = { en: waitlistEn, ar: waitlistAr } as const;
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

type List = {
  name: string;
  /** Signs `email` up from `locale`'s edition and returns its confirmation link (path and query). */
  signUp: (request: APIRequestContext, email: string, locale: Locale) => Promise<string>;
  status: (email: string) => Promise<string>;
  confirmedStatus: string;
  testId: string;
  button: (locale: Locale) => string;
  readyTitle: (locale: Locale) => string;
  confirmedTitle: (locale: Locale) => string;
};

const LISTS: List[] = [
  {
    name: "the newsletter",
    async signUp(request, email, locale) {
      expect(await signUp(request, email, locale)).toBe(201);
      return confirmLink(email);
    },
    status: async (email) => (await subscriber(email))!.status,
    confirmedStatus: "subscribed",
    testId: "newsletter-link-page",
    button: (locale) => CATALOGUES[locale].newsletter.confirm.button,
    readyTitle: (locale) => CATALOGUES[locale].newsletter.confirm.ready,
    confirmedTitle: (locale) => CATALOGUES[locale].newsletter.confirm.confirmed,
  },
  {
    name: "the renewal reminders",
    async signUp(request, email, locale) {
      expect(await signUpForReminder(request, email, { language: locale })).toBe(201);
      return reminderConfirmLink(email);
    },
    status: async (email) => (await reminderRows(email))[0]!.status,
    confirmedStatus: "scheduled",
    testId: "reminder-link-page",
    button: (locale) => CATALOGUES[locale].reminders.confirm.button,
    readyTitle: (locale) => CATALOGUES[locale].reminders.confirm.readyTitle,
    confirmedTitle: (locale) => CATALOGUES[locale].reminders.confirm.confirmedTitle,
  },
  {
    name: "the Android waitlist",
    async signUp(request, email, locale) {
      expect(await joinWaitlist(request, email, locale)).toBe(200);
      return waitlistConfirmLink(email);
    },
    status: async (email) => (await waitlistEntry(email))!.status,
    confirmedStatus: "confirmed",
    testId: "waitlist-link-page",
    button: (locale) => WAITLIST_WORDS[locale].confirm.button,
    readyTitle: (locale) => WAITLIST_WORDS[locale].confirm.ready,
    confirmedTitle: (locale) => WAITLIST_WORDS[locale].confirm.confirmed,
  },
];

/**
 * Everything the page does by itself has happened: hydrated (`visit`), a minute of its own
 * time gone by (every timer it set has fired; the clock is installed before the visit), and
 * a task of its own run after that, so a request a timer started has been sent.
 */
async function leftAlone(page: Page) {
  await page.clock.runFor(60_000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await page.waitForLoadState("networkidle");
}

for (const list of LISTS)
  for (const locale of ["en", "ar"] as const) {
    test.describe(`${list.name} (${locale})`, () => {
      test("R-SAFE-20: opening the link confirms nobody, whether by a GET or by a browser that runs the page's script and clicks nothing", async ({
        page,
        request,
      }) => {
        const email = uniqueEmail(`scanner-${locale}`);
        const link = await list.signUp(request, email, locale);
        const response = await request.get(link);
        expect(response.status()).toBe(200);
        expect(await list.status(email)).toBe("pending");

        // Any POST but the page's own visit count (R-FUNNEL-30), which confirms nothing.
        const posts: string[] = [];
        page.on("request", (sent) => {
          if (sent.method() === "POST" && new URL(sent.url()).pathname !== PAGE_VIEWS.endpoint) posts.push(sent.url());
        });
        await page.clock.install();
        await visit(page, link);
        await leftAlone(page);
        expect(posts).toEqual([]);
        await expect(page.getByRole("heading", { level: 1, name: list.readyTitle(locale) })).toBeVisible();
        await expect(page.getByRole("button", { name: list.button(locale) })).toBeVisible();
        expect(await list.status(email)).toBe("pending");
      });

      test("R-SAFE-21: pressing the button with JavaScript confirms", async ({ page, request }) => {
        const email = uniqueEmail(`press-${locale}`);
        const link = await list.signUp(request, email, locale);
        await visit(page, link);
        await page.getByRole("button", { name: list.button(locale) }).click();
        await expect(page.getByRole("heading", { level: 1, name: list.confirmedTitle(locale) })).toBeFocused();
        await expect(page.getByTestId(list.testId)).toHaveAttribute("data-state", "confirmed");
        expect(await list.status(email)).toBe(list.confirmedStatus);
      });
    });

    test.describe(`${list.name} without JavaScript (${locale})`, () => {
      test.use({ javaScriptEnabled: false });

      test("R-SAFE-21: the button posts the page's own URL, which confirms and answers with the page in its edition", async ({
        page,
        request,
      }) => {
        const email = uniqueEmail(`nojs-${locale}`);
        const link = await list.signUp(request, email, locale);
        await page.goto(link);
        expect(await list.status(email)).toBe("pending");
        const answer = page.waitForResponse((response) => response.request().method() === "POST");
        await page.getByRole("button", { name: list.button(locale) }).click();
        const response = await answer;
        expect(response.status()).toBe(200);
        expect(new URL(response.url()).pathname + new URL(response.url()).search).toBe(link);
        await expect(page.getByRole("heading", { level: 1, name: list.confirmedTitle(locale) })).toBeVisible();
        await expect(page.getByTestId(list.testId)).toContainText(email);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        expect(await list.status(email)).toBe(list.confirmedStatus);
      });
    });
  }
