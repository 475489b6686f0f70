/**
 * The newsletter's link pages in Chromium against the built server (R-FOLLOW-10,
 * 11, 16..18, 20): the confirm page's states, the
 * unsubscribe page's button, in English and in Arabic, at phone and desktop widths,
 * with axe; a signup from an Arabic page is stored Arabic.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { newsletterPath } from "../../core/pages";
import { ar } from "../../app/i18n/messages/ar";
import {
  expect,
  functionAnswer,
  offScreenElements,
  popupOnExitIntent,
  presetStorage,
  test,
  visit,
  axeViolations,
} from "../support/e2e";
import { confirmLink, expiredConfirmLink, signUp, subscriber, unsubscribeLink } from "../support/newsletter";
import { isolateLtr } from "../../core/bidi";

test.use({ quietStorage: true });

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

const linkPage = (page: Page) => page.getByTestId("newsletter-link-page");

/** A person's press of the confirm page's one button: opening the link alone confirms nothing (R-SAFE-20). */
const pressConfirm = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).click();

const words = ar.newsletter;

/**
 * The link pages of each edition: what a visitor reads there, the English as the specification
 * words it (R-FOLLOW-10, 11), the Arabic as its catalogue does (R-FOLLOW-18).
 */
const EDITIONS = [
  {
    locale: "en",
    name: "English",
    ids: { confirm: "R-FOLLOW-10", unsubscribe: "R-FOLLOW-11", both: "R-FOLLOW-10, R-FOLLOW-11" },
    dir: "ltr",
    home: "/",
    /** The specification's signup body names no language. */
    language: undefined,
    text: {
      confirm: "Confirm my subscription",
      ready: "Confirm your subscription",
      confirmed: "You're subscribed!",
      alreadyConfirmed: "Already confirmed",
      expired: "This link has expired",
      invalid: "This link is not valid",
      unsubscribeTitle: "Unsubscribe from our newsletter",
      unsubscribe: "Unsubscribe",
      unsubscribed: "You are unsubscribed",
      signUpAgain: "Sign up again",
      backHome: "Back to home",
    },
    says: {
      confirmed: (email: string) => `${email} is confirmed`,
      alreadyConfirmed: (email: string) => `${email} is already confirmed`,
      linksLast: "Confirmation links work for 7 days",
      unsubscribed: (email: string) => `${email} will get no more newsletters`,
    },
  },
  {
    locale: "ar",
    name: "Arabic",
    ids: { confirm: "R-FOLLOW-18", unsubscribe: "R-FOLLOW-18", both: "R-FOLLOW-18" },
    dir: "rtl",
    home: "/ar",
    language: "ar",
    text: {
      confirm: words.confirm.button,
      ready: words.confirm.ready,
      confirmed: words.confirm.confirmed,
      alreadyConfirmed: words.confirm.alreadyConfirmed,
      expired: words.confirm.expired,
      invalid: words.confirm.invalid,
      unsubscribeTitle: words.unsubscribe.title,
      unsubscribe: words.unsubscribe.button,
      unsubscribed: words.unsubscribe.done,
      signUpAgain: words.signUpAgain,
      backHome: words.backHome,
    },
    says: {
      confirmed: (email: string) => `تم تأكيد ${isolateLtr(email)}`,
      alreadyConfirmed: (email: string) => `سبق تأكيد ${isolateLtr(email)}`,
      linksLast: "تعمل روابط التأكيد لمدة 7 أيام",
      unsubscribed: (email: string) => `لن تصل إلى ${isolateLtr(email)} أي نشرة بريدية منا`,
    },
  },
] as const;

/** The page is in `locale`'s language and direction, and nothing reaches past either edge. */
async function expectEditionPage(page: Page, { locale, dir }: (typeof EDITIONS)[number]) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  expect((await offScreenElements(page)).found).toEqual([]);
}

for (const edition of EDITIONS) {
  const { locale, ids, text, says } = edition;
  /** A new address, signed up from the edition's footer. */
  const signedUp = async (request: APIRequestContext, prefix: string) => {
    const email = uniqueEmail(`${prefix}-${locale}`);
    expect(await signUp(request, email, edition.language)).toBe(201);
    return email;
  };
  /** A new address signed up, and the edition's `kind` page opened from the link its e-mail carries. */
  const openedFromLink = async (page: Page, request: APIRequestContext, kind: "confirm" | "unsubscribe") => {
    const email = await signedUp(request, kind);
    const link = await (kind === "confirm" ? confirmLink : unsubscribeLink)(email);
    expect(link.startsWith(`${newsletterPath(kind, locale)}?token=`)).toBe(true);
    await visit(page, link);
    return { email, link };
  };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`the ${edition.name} pages at ${viewport.width} px`, () => {
      test.use({ viewport });

      test(`${ids.confirm}: the confirm page confirms the address, says so, and says already confirmed the second time`, async ({
        page,
        request,
      }) => {
        const { email, link } = await openedFromLink(page, request, "confirm");
        await pressConfirm(page, text.confirm);
        await expect(linkPage(page)).toHaveAttribute("data-state", "confirmed");
        await expect(page.getByRole("heading", { level: 1, name: text.confirmed })).toBeFocused();
        await expect(linkPage(page)).toContainText(says.confirmed(email));
        // The address reads left to right inside the sentence, an Arabic one too.
        await expect(linkPage(page).locator("strong", { hasText: email })).toHaveAttribute("dir", "ltr");
        await expectEditionPage(page, edition);
        expect((await subscriber(email))!.status).toBe("subscribed");
        expect(await axeViolations(page)).toEqual([]);
        await expect(page.getByRole("link", { name: text.backHome })).toHaveAttribute("href", edition.home);
        // The popup does not ask a subscriber to join.
        expect(await page.evaluate(() => localStorage.getItem("newsletter-subscribed"))).toBe("true");

        await visit(page, link);
        await pressConfirm(page, text.confirm);
        await expect(page.getByRole("heading", { level: 1, name: text.alreadyConfirmed })).toBeVisible();
        await expect(linkPage(page)).toContainText(says.alreadyConfirmed(email));
      });

      test(`${ids.confirm}: an expired link says so and leads to the footer's form to sign up again`, async ({
        page,
        request,
      }) => {
        const email = await signedUp(request, "expired");
        await visit(page, await expiredConfirmLink(email));
        await pressConfirm(page, text.confirm);
        await expect(page.getByRole("heading", { level: 1, name: text.expired })).toBeVisible();
        await expect(linkPage(page)).toContainText(says.linksLast);
        await expectEditionPage(page, edition);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("link", { name: text.signUpAgain }).click();
        await expect(page.locator("#newsletter-email")).toBeFocused();
        await expect(page.locator("#newsletter-email")).toBeInViewport();
        expect((await subscriber(email))!.status).toBe("pending");
      });

      test(`${ids.confirm}: a forged, cut or missing token is an invalid link`, async ({ page }) => {
        for (const search of ["?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mmf2abcd.forged", "?token=abc", ""]) {
          await visit(page, `${newsletterPath("confirm", locale)}${search}`);
          await pressConfirm(page, text.confirm);
          await expect(page.getByRole("heading", { level: 1, name: text.invalid }), search).toBeVisible();
        }
        await expectEditionPage(page, edition);
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`${ids.unsubscribe}: the unsubscribe page's one button unsubscribes, from the keyboard too`, async ({
        page,
        request,
      }) => {
        const { email, link } = await openedFromLink(page, request, "unsubscribe");
        await expect(page.getByRole("heading", { level: 1, name: text.unsubscribeTitle })).toBeVisible();
        await expectEditionPage(page, edition);
        expect(await axeViolations(page)).toEqual([]);
        expect((await subscriber(email))!.status).toBe("pending");
        const button = page.getByRole("button", { name: text.unsubscribe, exact: true });
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { level: 1, name: text.unsubscribed })).toBeFocused();
        await expect(linkPage(page)).toContainText(says.unsubscribed(email));
        expect((await subscriber(email))!.status).toBe("unsubscribed");
        await expectEditionPage(page, edition);
        expect(await axeViolations(page)).toEqual([]);
        // Followed again: still a success, nothing changes.
        await visit(page, link);
        await page.getByRole("button", { name: text.unsubscribe, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: text.unsubscribed })).toBeVisible();
      });
    });
  }

  test(`${ids.unsubscribe}: an unsubscribe link without a valid token says it is not valid, with the support address left to right, and the button's refusal too`, async ({
    page,
  }) => {
    await visit(page, newsletterPath("unsubscribe", locale));
    await expect(page.getByRole("heading", { level: 1, name: text.invalid })).toBeVisible();
    await expect(linkPage(page).getByRole("link", { name: "support@drivebee.ae" })).toHaveAttribute("dir", "ltr");
    await expectEditionPage(page, edition);
    expect(await axeViolations(page)).toEqual([]);
    await visit(page, `${newsletterPath("unsubscribe", locale)}?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.forged`);
    await page.getByRole("button", { name: text.unsubscribe, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.invalid })).toBeFocused();
  });

  test(`${ids.both}: the ${edition.name} pages are prerendered in ${edition.name}, noindex, not in the sitemap; one-click POST works on the built server`, async ({
    request,
  }) => {
    for (const [path, title] of [
      ["confirm", text.ready],
      ["unsubscribe", text.unsubscribeTitle],
    ] as const) {
      const response = await request.get(newsletterPath(path, locale));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="${edition.dir}"`));
      expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).toContain(title);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/newsletter/");

    const email = await signedUp(request, "oneclick");
    const response = await request.post(await unsubscribeLink(email), { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
    expect((await subscriber(email))!.status).toBe("unsubscribed");
  });
}

test("R-FOLLOW-10: opening the confirm link without running its script (a mail scanner) confirms nobody", async ({
  request,
}) => {
  const email = uniqueEmail("scanner");
  expect(await signUp(request, email)).toBe(201);
  const page = await request.get(await confirmLink(email));
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Confirm your subscription");
  expect((await subscriber(email))!.status).toBe("pending");
});

test("R-FOLLOW-16, R-FOLLOW-20: a signup from the Arabic footer sends the page's language, is stored Arabic, and its toasts are Arabic", async ({
  page,
}) => {
  await visit(page, "/ar");
  const email = uniqueEmail("footer-ar");
  const signup = functionAnswer(page, "newsletter-signup");
  await page.locator("#newsletter-email").fill(email);
  await page.locator("#newsletter").getByRole("button", { name: ar.chrome.newsletter.join, exact: true }).click();
  await expect(page.getByText(ar.chrome.newsletter.success)).toBeVisible();
  await expect(page.getByText(ar.chrome.newsletter.checkInbox)).toBeVisible();
  const response = await signup;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ email, source: "footer", language: "ar" });
  expect(await subscriber(email)).toMatchObject({ status: "pending", language: "ar" });
  // Its confirmation links to the Arabic page.
  expect((await confirmLink(email)).startsWith(`${newsletterPath("confirm", "ar")}?token=`)).toBe(true);
});

test.describe("the Arabic popup", () => {
  test.use({ quietStorage: false });
  test.beforeEach(({ context }) =>
    presetStorage(context, { "insurance-banner-dismissed": "true", "cookie-consent": "accepted" }),
  );

  test("R-FOLLOW-16, R-FOLLOW-20: a signup in the popup on /ar sends the page's language, is stored Arabic, and is thanked in Arabic", async ({
    page,
  }) => {
    const popup = await popupOnExitIntent(page, "/ar", ar.chrome.popup.title);
    const email = uniqueEmail("popup-ar");
    const signup = functionAnswer(page, "newsletter-signup");
    await popup.getByLabel(ar.chrome.forms.emailLabel).fill(email);
    await popup.getByRole("button", { name: ar.chrome.popup.subscribe, exact: true }).click();
    await expect(page.getByText(ar.chrome.newsletter.checkInbox)).toBeVisible();
    const response = await signup;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email, source: "popup", language: "ar" });
    expect(await subscriber(email)).toMatchObject({ status: "pending", language: "ar" });
  });
});
