/**
 * The Arabic edition's chrome (R-EDITION-12): right to left, the header, menu, footer, both dialogs,
 * the not-found and redirect pages in Arabic, the switcher to the English twin, nothing off-screen
 * on a phone, and axe finds nothing.
 */
import type { Locator, Page } from "@playwright/test";
import { publicPaths } from "../../core/routes";
import { LOCALE_INFO } from "../../core/locales";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { validation as arabicRules } from "../../app/i18n/messages/ar/validation";
import {
  expect,
  functionAnswer,
  functionPost,
  newTabUrl,
  offScreenElements,
  settled,
  test,
  visit,
  axeViolations,
  USER_AGENTS,
  PHONE,
} from "../support/e2e";
import { waitlistEntry } from "../support/waitlist";

const UA = USER_AGENTS;
const words = ar.chrome;

test.use({ quietStorage: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    const desktop = viewport.width >= 1280;

    for (const path of ["/ar", "/ar/contact"]) {
      test(`R-EDITION-02, R-EDITION-12: ${path} is right to left with the header, menus and footer in Arabic`, async ({
        page,
      }) => {
        await visit(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

        const header = page.getByTestId("site-header");
        await expect(header.getByRole("link", { name: words.nav.homeLink })).toHaveAttribute("href", "/ar");
        await expect(header.getByRole("button", { name: ar.common.getQuote })).toBeVisible();
        // The logo sits at the right-hand (start) edge, the menu button or quote button at the left.
        const logo = (await header.getByRole("link", { name: words.nav.homeLink }).boundingBox())!;
        const quote = (await header.getByRole("button", { name: ar.common.getQuote }).boundingBox())!;
        expect(logo.x).toBeGreaterThan(quote.x);

        if (desktop) {
          const main = page.getByRole("navigation", { name: words.nav.main });
          await expect(main.getByRole("link", { name: words.nav.pages.features })).toHaveAttribute(
            "href",
            "/ar/features",
          );
          await main.getByRole("button", { name: words.nav.more }).click();
          await expect(main.getByRole("link", { name: words.nav.stories })).toHaveAttribute("href", "/ar#testimonials");
          // Radix's menu (loaded now) runs right to left too: Features first, at the right.
          await expect(page.locator('nav[aria-label="' + words.nav.main + '"][dir="rtl"]')).toHaveCount(1);
          const features = (await main.getByRole("link", { name: words.nav.pages.features }).boundingBox())!;
          const stories = (await main.getByRole("link", { name: words.nav.pages["success-stories"] }).boundingBox())!;
          expect(features.x).toBeGreaterThan(stories.x);
          await expect(page.getByRole("link", { name: words.nav.pages.faq }).first()).toHaveAttribute(
            "href",
            "/ar/faq",
          );
          await page.keyboard.press("Escape");
          await expect(header.getByRole("button", { name: words.nav.downloadApp })).toBeVisible();
        } else {
          const toggle = page.getByRole("button", { name: words.nav.openMenu });
          await toggle.click();
          const menu = page.getByRole("navigation", { name: words.nav.mobile });
          await expect(menu).toBeVisible();
          await expect(page.getByRole("button", { name: words.nav.closeMenu })).toBeVisible();
          for (const id of ["features", "driver-score", "blog", "faq", "contact"] as const)
            await expect(menu.getByRole("link", { name: words.nav.pages[id], exact: true })).toHaveAttribute(
              "href",
              `/ar/${id}`,
            );
          await expect(menu.getByRole("link", { name: words.nav.home, exact: true })).toHaveAttribute("href", "/ar");
          await expect(menu.getByRole("button", { name: words.nav.downloadApp })).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(menu).toBeHidden();
          await expect(page.getByRole("button", { name: words.nav.openMenu })).toBeFocused();
        }

        const footer = page.getByTestId("site-footer");
        for (const heading of [words.footer.product, words.footer.legal, words.footer.support])
          await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
        await expect(footer.getByRole("link", { name: words.nav.pages.privacy })).toHaveAttribute(
          "href",
          "/ar/privacy",
        );
        await expect(footer.getByRole("link", { name: words.footer.contactUs })).toHaveAttribute("href", "/ar/contact");
        await expect(footer).toContainText(words.footer.address);
        await expect(footer).toContainText(words.footer.noBroker);
        await expect(footer.getByRole("link", { name: words.footer.liveChat })).toHaveAttribute(
          "href",
          /Source%3A%20footer$/,
        );
        const chat = await footer.getByRole("link", { name: words.footer.liveChat }).getAttribute("href");
        expect(new URL(chat!).searchParams.get("text")).toBe(`${words.whatsapp.support}\nSource: footer`);
      });

      test(`R-EDITION-04: the switcher on ${path} leads to the English twin, and Back returns`, async ({ page }) => {
        await visit(page, path);
        const switcher = page.getByTestId("site-footer").getByRole("link", { name: ar.language.switchTo("English") });
        await expect(switcher).toHaveAttribute("href", path === "/ar" ? "/" : "/contact");
        await expect(switcher).toHaveAttribute("lang", "en");
        await switcher.click();
        await expect(page).toHaveURL(path === "/ar" ? /\/$/ : /\/contact$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
        await expect(page.getByTestId("site-header").getByRole("button", { name: "Get Quote" })).toBeVisible();
        // Arabic is published: the English twin's switcher leads back to it.
        const back = page
          .getByTestId("site-footer")
          .getByRole("link", { name: en.language.switchTo(LOCALE_INFO.ar.name) });
        await expect(back).toHaveAttribute("href", path);
        await expect(back).toHaveAttribute("lang", "ar");
        await page.goBack();
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.getByTestId("site-header").getByRole("button", { name: ar.common.getQuote })).toBeVisible();
      });
    }
  });
}

/** The phone's way to the app-download dialog on `path`: the menu, then its Download App button; the dialog, open under `title`. */
async function downloadDialogOn(page: Page, path: string, title: string) {
  await visit(page, path);
  await page.getByRole("button", { name: words.nav.openMenu }).click();
  await page
    .getByRole("navigation", { name: words.nav.mobile })
    .getByRole("button", { name: words.nav.downloadApp })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Nothing in `dialog` is wider than the dialog (the Arabic font's wider e-mail field once was). */
async function expectNoSidewaysScroll(dialog: Locator) {
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("dialogs in Arabic", () => {
  test.describe("iPhone", () => {
    test.use({ userAgent: UA.iphone, ...PHONE });

    test("R-EDITION-12: the app-download and quote dialogs are in Arabic, closing from the left corner", async ({
      page,
    }) => {
      const download = await downloadDialogOn(page, "/ar", words.download.title);
      await settled(download);
      await expect(download.getByRole("heading", { name: words.download.iosHeading })).toBeVisible();
      // The Arabic font's wider e-mail field once pushed both columns past the dialog's left edge.
      await expectNoSidewaysScroll(download);
      await expect(download.getByRole("img", { name: words.download.qrAlt })).toBeVisible();
      const badge = download.getByTestId("app-store-badge");
      await expect(badge).toContainText(words.download.badgeTop);
      await expect(badge).toContainText("App Store");
      await expect(badge).toHaveAttribute("href", "/ar/app-store");
      await expect(download.getByRole("form", { name: words.waitlist.label })).toBeVisible();
      await expect(download.getByRole("button", { name: words.waitlist.join })).toBeVisible();
      const close = download.getByRole("button", { name: ar.chrome.dialogClose });
      const [box, closeBox] = [(await download.boundingBox())!, (await close.boundingBox())!];
      expect(closeBox.x + closeBox.width / 2).toBeLessThan(box.x + box.width / 2);
      await close.click();
      await expect(download).toHaveCount(0);

      await page.getByTestId("site-header").getByRole("button", { name: ar.common.getQuote }).click();
      const quote = page.getByRole("dialog", { name: words.quote.title });
      await expect(quote).toBeVisible();
      for (const badgeText of Object.values(words.quote.badges))
        await expect(quote.getByText(badgeText, { exact: true })).toBeVisible();
      await expect(quote.getByRole("radiogroup")).toHaveAttribute("dir", "rtl");
      await expect(quote.getByRole("radio", { name: words.quote.instantTitle })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await expect(quote.getByText(words.quote.trusted(25), { exact: true })).toBeVisible();
      const url = await newTabUrl(page, () => quote.getByRole("link", { name: words.quote.submitInstant }).click());
      expect(url.searchParams.get("internal_source")).toBe("header");
      expect(url.searchParams.get("action")).toBe("quote");
      expect(url.searchParams.get("lang")).toBe("ar");
    });
  });

  test.describe("Android", () => {
    test.use({ userAgent: UA.android, ...PHONE });

    test("R-EDITION-11, R-SAFE-28: Android gets the waitlist in Arabic and joins it in Arabic; WhatsApp quotes greet in Arabic", async ({
      page,
    }) => {
      const waitlist = await downloadDialogOn(page, "/ar/contact", words.download.waitlistTitle);
      await expect(waitlist).toContainText(words.download.waitlistText);
      await expectNoSidewaysScroll(waitlist);
      await expect(waitlist.getByLabel(words.forms.emailLabel)).toBeVisible();
      await expect(waitlist.getByRole("button", { name: words.waitlist.join })).toBeVisible();
      await expect(waitlist.getByTestId("app-store-qr")).toHaveCount(0);
      // R-SAFE-28: the signup carries the page's language, and the visitor is asked to confirm from the inbox.
      const email = `arabic.android.${Date.now().toString(36)}@example.com`;
      await waitlist.getByLabel(words.forms.emailLabel).fill(email);
      const sent = functionPost(page, "android-waitlist-signup");
      await waitlist.getByRole("button", { name: words.waitlist.join }).click();
      expect((await sent).postDataJSON()).toEqual({ email, language: "ar" });
      await expect(page.getByText(words.waitlist.checkInbox)).toBeVisible();
      await expect(waitlist).toHaveCount(0);
      await expect.poll(async () => (await waitlistEntry(email))?.language).toBe("ar");

      await page.getByTestId("site-header").getByRole("button", { name: ar.common.getQuote }).click();
      const quote = page.getByRole("dialog", { name: words.quote.title });
      await quote.getByRole("radio", { name: words.quote.whatsappTitle }).click();
      const chat = quote.getByRole("link", { name: words.quote.submitWhatsApp });
      const href = new URL((await chat.getAttribute("href"))!);
      expect(href.searchParams.get("text")).toBe(`${words.whatsapp.quote}\nSource: header`);
    });
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`R-EDITION-18: /ar/contact words every rule in Arabic, the server's too, and sends a valid enquiry (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/ar/contact");
    const form = page.getByRole("form", { name: words.contact.label });
    const field = (name: keyof typeof words.contact.fields) =>
      form.getByLabel(words.contact.fields[name], { exact: true });
    const error = (name: string) => form.locator(`#contact-${name}-error`);
    await form.getByRole("button", { name: words.contact.send }).click();
    await expect(error("firstName")).toHaveText(arabicRules["firstName.required"]);
    await expect(error("lastName")).toHaveText(arabicRules["lastName.required"]);
    await expect(error("email")).toHaveText(arabicRules["email.invalid"]);
    await expect(error("subject")).toHaveText(arabicRules["subject.required"]);
    await expect(error("message")).toHaveText(arabicRules["message.tooShort"]);
    await expect(field("firstName")).toBeFocused();
    // Re-validated as the visitor types, still in Arabic.
    await field("email").fill("someone@mailinator.com");
    await expect(error("email")).toHaveText(arabicRules["email.disposable"]);
    await field("phone").fill("12345");
    await field("firstName").fill("مريم");
    await field("lastName").fill("المنصوري");
    await field("email").fill(`maryam.${viewport.width}.${Date.now()}@example.com`);
    await field("subject").fill("سؤال عن التجديد");
    await expect(error("phone")).toHaveText(arabicRules["phone.invalid"]);
    await field("phone").fill("050 123 4567");
    // Text the database cannot store passes the browser's rules: the server refuses it by rule, worded in Arabic.
    await field("message").fill("متى أطلب عرض سعر قبل تجديد وثيقتي؟ \u0000");
    await form.getByRole("button", { name: words.contact.send }).click();
    await expect(error("message")).toHaveText(arabicRules["text.unstorable"]);
    await expect(field("message")).toBeFocused();
    await field("message").fill("متى أطلب عرض سعر قبل تجديد وثيقتي؟");
    const sent = functionAnswer(page, "contact-submit");
    await form.getByRole("button", { name: words.contact.send }).click();
    expect((await sent).status()).toBe(201);
    // The edition goes with it: the acknowledgement and the team's answer speak Arabic (R-DESK-02).
    expect((await sent).request().postDataJSON()).toMatchObject({ firstName: "مريم", language: "ar" });
    await expect(page.getByTestId("contact-sent")).toContainText(words.contact.sentTitle("مريم"));
  });
}

for (const width of [1280, 1440]) {
  test(`R-EDITION-04: with the switcher, the desktop header of either edition keeps one line and its padding at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/ar"]) {
      await visit(page, path);
      await expect(page.getByTestId("site-header").locator("a[hreflang]").first()).toBeVisible();
      const layout = await page.getByTestId("site-header").evaluate((header) => {
        const row = header.firstElementChild!;
        const inner = row.getBoundingClientRect();
        const style = getComputedStyle(row);
        const left = inner.left + parseFloat(style.paddingLeft);
        const right = inner.right - parseFloat(style.paddingRight);
        const parts = [...row.children].map((child) => child.getBoundingClientRect());
        const items = [...header.querySelectorAll("nav a, nav button, a[hreflang], button")].filter(
          (item) => item.getBoundingClientRect().width > 0,
        );
        return {
          inside: parts.every((part) => part.left >= left - 0.5 && part.right <= right + 0.5),
          apart: parts
            .sort((a, b) => a.left - b.left)
            .every((part, i, sorted) => i === 0 || sorted[i - 1]!.right <= part.left + 0.5),
          wrapped: items.filter((item) => item.getBoundingClientRect().height > 44).map((item) => item.textContent),
        };
      });
      expect(layout, path).toEqual({ inside: true, apart: true, wrapped: [] });
    }
  });
}

test("R-EDITION-01: an unknown /ar path is the Arabic not-found page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/ar/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title);
  await expect(page).toHaveTitle(new RegExp(`^${words.notFound.title}`));
  await expect(page.getByRole("link", { name: words.notFound.home })).toHaveAttribute("href", "/ar");
  await expect(page.getByRole("link", { name: words.notFound.blog })).toHaveAttribute("href", "/ar/blog");
  // A client navigation to an unknown path lands there too.
  await visit(page, "/ar/faq");
  await page.evaluate(() => window.history.pushState(null, "", "/ar/no-such-page"));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title);
});

test("R-EDITION-11: /ar/whatsapp-promo says so in Arabic and opens WhatsApp with the Arabic greeting", async ({
  page,
}) => {
  await page.goto("/ar/whatsapp-promo");
  await page.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(page.url()).searchParams.get("text")).toBe(`${words.whatsapp.promo}\nSource: whatsapp_promo`);
});

for (const width of [320, 390]) {
  test(`R-EDITION-13: no Arabic page scrolls sideways or puts anything off-screen at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    // The banner stays (it must fit too); the popup would cover the page.
    await context.addInitScript(() => localStorage.removeItem("insurance-banner-dismissed"));
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const path of publicPaths("ar")) {
      await visit(page, path);
      const { scrollWidth, found } = await offScreenElements(page);
      if (scrollWidth !== width || found.length > 0)
        problems.push(`${path}: scrollWidth ${scrollWidth}; ${found.join("; ")}`);
    }
    expect(problems).toEqual([]);
  });
}

test.describe("axe on the Arabic chrome", () => {
  test.use(PHONE);

  test("R-EDITION-14: no axe violation on /ar, /ar/contact, the open menu and either dialog", async ({ page }) => {
    for (const path of ["/ar", "/ar/contact"]) {
      await visit(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.getByTestId("site-header").getByRole("button", { name: ar.common.getQuote }).click();
    const quote = page.getByRole("dialog", { name: words.quote.title });
    await expect(quote).toBeVisible();
    // Contrast is judged on the open dialog, not on a frame of its fade-in.
    await settled(quote);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: words.nav.openMenu }).click();
    // The open menu makes the page behind it inert, so axe no longer sees the page's main and h1 there.
    expect(await axeViolations(page, { disable: ["page-has-heading-one", "landmark-one-main"] })).toEqual([]);
    await page
      .getByRole("navigation", { name: words.nav.mobile })
      .getByRole("button", { name: words.nav.downloadApp })
      .click();
    const download = page.getByRole("dialog", { name: words.download.title });
    await expect(download).toBeVisible();
    await settled(download);
    expect(await axeViolations(page)).toEqual([]);
  });
});
