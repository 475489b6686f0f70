/**
 * The newsletter's link pages in Chromium against the built server (R-FOLLOW-10,
 * 11, 16..18, 20): the confirm page's states, the
 * unsubscribe page's button, in English and in Arabic, at phone and desktop widths,
 * with axe; a signup from an Arabic page is stored Arabic.
 */
import type { Page } from "@playwright/test";
import { NEWSLETTER_PATHS, newsletterPath } from "../../core/pages";
import { ar } from "../../app/i18n/messages/ar";
import { expect, functionAnswer, offScreenElements, presetStorage, test, visit, axeViolations } from "../support/e2e";
import { confirmLink, expiredConfirmLink, signUp, subscriber, unsubscribeLink } from "../support/newsletter";
import { isolateLtr } from "../../core/bidi";

test.use({ quietStorage: true });

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

const linkPage = (page: Page) => page.getByTestId("newsletter-link-page");

/** A person's press of the confirm page's one button: opening the link alone confirms nothing (R-SAFE-20). */
const pressConfirm = (page: Page, name = "Confirm my subscription") =>
  page.getByRole("button", { name, exact: true }).click();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("R-FOLLOW-10: the confirm page confirms the address, says so, and says already confirmed the second time", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("confirm");
      expect(await signUp(request, email)).toBe(201);
      const link = await confirmLink(email);
      await visit(page, link);
      await pressConfirm(page);
      await expect(linkPage(page)).toHaveAttribute("data-state", "confirmed");
      await expect(page.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeFocused();
      await expect(linkPage(page)).toContainText(`${email} is confirmed`);
      expect((await subscriber(email))!.status).toBe("subscribed");
      expect(await axeViolations(page)).toEqual([]);
      // The popup does not ask a subscriber to join.
      expect(await page.evaluate(() => localStorage.getItem("newsletter-subscribed"))).toBe("true");

      await visit(page, link);
      await pressConfirm(page);
      await expect(page.getByRole("heading", { level: 1, name: "Already confirmed" })).toBeVisible();
      await expect(linkPage(page)).toContainText(`${email} is already confirmed`);
    });

    test("R-FOLLOW-10: an expired link says so and leads to the footer's form to sign up again", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("expired");
      expect(await signUp(request, email)).toBe(201);
      await visit(page, await expiredConfirmLink(email));
      await pressConfirm(page);
      await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Sign up again" }).click();
      await expect(page.locator("#newsletter-email")).toBeFocused();
      await expect(page.locator("#newsletter-email")).toBeInViewport();
      expect((await subscriber(email))!.status).toBe("pending");
    });

    test("R-FOLLOW-10: a forged, cut or missing token is an invalid link", async ({ page }) => {
      for (const search of ["?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mmf2abcd.forged", "?token=abc", ""]) {
        await visit(page, `${NEWSLETTER_PATHS.confirm}${search}`);
        await pressConfirm(page);
        await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" }), search).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test("R-FOLLOW-11: the unsubscribe page's one button unsubscribes, from the keyboard too", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("leave");
      expect(await signUp(request, email)).toBe(201);
      await visit(page, await unsubscribeLink(email));
      await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect((await subscriber(email))!.status).toBe("pending");
      const button = page.getByRole("button", { name: "Unsubscribe", exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeFocused();
      await expect(linkPage(page)).toContainText(`${email} will get no more newsletters`);
      expect((await subscriber(email))!.status).toBe("unsubscribed");
      expect(await axeViolations(page)).toEqual([]);
      // Followed again: still a success, nothing changes.
      await visit(page, await unsubscribeLink(email));
      await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    });
  });
}

test("R-FOLLOW-11: an unsubscribe link without a valid token says it is not valid, and the button's refusal too", async ({
  page,
}) => {
  await visit(page, NEWSLETTER_PATHS.unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await visit(page, `${NEWSLETTER_PATHS.unsubscribe}?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.forged`);
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeFocused();
});

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

test("R-FOLLOW-10, R-FOLLOW-11: both pages are noindex and not in the sitemap; one-click POST works on the built server", async ({
  request,
}) => {
  for (const path of Object.values(NEWSLETTER_PATHS)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/newsletter/");

  const email = uniqueEmail("oneclick");
  expect(await signUp(request, email)).toBe(201);
  const response = await request.post(await unsubscribeLink(email), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect((await subscriber(email))!.status).toBe("unsubscribed");
});

const words = ar.newsletter;

/** The page is Arabic and right to left, and nothing reaches past either edge. */
async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect((await offScreenElements(page)).found).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the Arabic pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("R-FOLLOW-18: an Arabic signup's link opens the Arabic confirm page, which confirms, says so in Arabic, and says already confirmed the second time", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("confirm-ar");
      expect(await signUp(request, email, "ar")).toBe(201);
      const link = await confirmLink(email);
      expect(link.startsWith(`${newsletterPath("confirm", "ar")}?token=`)).toBe(true);
      await visit(page, link);
      await pressConfirm(page, words.confirm.button);
      await expect(linkPage(page)).toHaveAttribute("data-state", "confirmed");
      await expect(page.getByRole("heading", { level: 1, name: words.confirm.confirmed })).toBeFocused();
      await expect(linkPage(page)).toContainText(`تم تأكيد ${isolateLtr(email)}`);
      // The address reads left to right inside the Arabic sentence.
      await expect(linkPage(page).locator("strong", { hasText: email })).toHaveAttribute("dir", "ltr");
      await expectArabicPage(page);
      expect((await subscriber(email))!.status).toBe("subscribed");
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByRole("link", { name: words.backHome })).toHaveAttribute("href", "/ar");

      await visit(page, link);
      await pressConfirm(page, words.confirm.button);
      await expect(page.getByRole("heading", { level: 1, name: words.confirm.alreadyConfirmed })).toBeVisible();
      await expect(linkPage(page)).toContainText(`سبق تأكيد ${isolateLtr(email)}`);
    });

    test("R-FOLLOW-18: an expired link says so in Arabic and leads to the Arabic footer's form", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("expired-ar");
      expect(await signUp(request, email, "ar")).toBe(201);
      await visit(page, await expiredConfirmLink(email));
      await pressConfirm(page, words.confirm.button);
      await expect(page.getByRole("heading", { level: 1, name: words.confirm.expired })).toBeVisible();
      await expect(linkPage(page)).toContainText("تعمل روابط التأكيد لمدة 7 أيام");
      await expectArabicPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: words.signUpAgain }).click();
      await expect(page.locator("#newsletter-email")).toBeFocused();
      await expect(page.locator("#newsletter-email")).toBeInViewport();
      expect((await subscriber(email))!.status).toBe("pending");
    });

    test("R-FOLLOW-18: a forged, cut or missing token is an invalid link, in Arabic", async ({ page }) => {
      for (const search of ["?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mmf2abcd.forged", "?token=abc", ""]) {
        await visit(page, `${newsletterPath("confirm", "ar")}${search}`);
        await pressConfirm(page, words.confirm.button);
        await expect(page.getByRole("heading", { level: 1, name: words.confirm.invalid }), search).toBeVisible();
      }
      await expectArabicPage(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("R-FOLLOW-18: the Arabic unsubscribe page's one button unsubscribes, from the keyboard too", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("leave-ar");
      expect(await signUp(request, email, "ar")).toBe(201);
      const link = await unsubscribeLink(email);
      expect(link.startsWith(`${newsletterPath("unsubscribe", "ar")}?token=`)).toBe(true);
      await visit(page, link);
      await expect(page.getByRole("heading", { level: 1, name: words.unsubscribe.title })).toBeVisible();
      await expectArabicPage(page);
      expect(await axeViolations(page)).toEqual([]);
      const button = page.getByRole("button", { name: words.unsubscribe.button, exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: words.unsubscribe.done })).toBeFocused();
      await expect(linkPage(page)).toContainText(`لن تصل إلى ${isolateLtr(email)} أي نشرة بريدية منا`);
      expect((await subscriber(email))!.status).toBe("unsubscribed");
      await expectArabicPage(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("R-FOLLOW-18: the Arabic unsubscribe page without a valid token says so in Arabic, with the support address left to right", async ({
  page,
}) => {
  await visit(page, newsletterPath("unsubscribe", "ar"));
  await expect(page.getByRole("heading", { level: 1, name: words.unsubscribe.invalid })).toBeVisible();
  await expect(linkPage(page).getByRole("link", { name: "support@drivebee.ae" })).toHaveAttribute("dir", "ltr");
  await expectArabicPage(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("R-FOLLOW-18: the Arabic pages are prerendered in Arabic, noindex, not in the sitemap; one-click POST works at the Arabic path", async ({
  request,
}) => {
  for (const [page, title] of [
    ["confirm", words.confirm.ready],
    ["unsubscribe", words.unsubscribe.title],
  ] as const) {
    const response = await request.get(newsletterPath(page, "ar"));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain(title);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/newsletter/");

  const email = uniqueEmail("oneclick-ar");
  expect(await signUp(request, email, "ar")).toBe(201);
  const response = await request.post(await unsubscribeLink(email), { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  expect((await subscriber(email))!.status).toBe("unsubscribed");
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
    await visit(page, "/ar");
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null, bubbles: true })),
    );
    const popup = page.getByRole("dialog", { name: ar.chrome.popup.title });
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
