/**
 * HTML first for the calls to action (R-HTML-01, 02): every quote control is a link to its
 * edition's quote page with its source and place, every "Download App" control a link to the app
 * page; both pages do their job without JavaScript (the quote page's methods through the server's
 * redirect), and a control tapped before the page's scripts have arrived still gets the visitor to
 * the choice. Once hydrated the same elements are buttons that open the dialogs.
 */
import type { Locator, Page } from "@playwright/test";
import { choicePath, quoteChoiceHref } from "../../core/choice-links";
import { choicePageCopy } from "../../core/page-copy";
import { choicePageCopyAr } from "../../core/page-copy-ar";
import type { QuoteSource } from "../../core/constants";
import type { Locale } from "../../core/locales";
import { appStoreOpenPath } from "../../core/pages";
import { en } from "../../app/i18n/messages/en";
import { ar } from "../../app/i18n/messages/ar";
import { choice as choiceEn } from "../../app/i18n/messages/en/choice";
import { choice as choiceAr } from "../../app/i18n/messages/ar/choice";
import {
  ARABIC,
  PRODUCT,
  QUOTE_SITE,
  expect,
  newTabUrl,
  pageErrors,
  queenBeeBrokerQuery,
  queenBeeQuotePage,
  test,
  waitForHydration,
  axeViolations,
  PHONE,
  USER_AGENTS,
} from "../support/e2e";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const EDITIONS = {
  en: { m: en, copy: choicePageCopy, words: choiceEn, home: "/" },
  ar: { m: ar, copy: choicePageCopyAr, words: choiceAr, home: "/ar" },
} as const;

type Control = { name: string; locate: (page: Page) => Locator };
type QuoteControl = Control & { source: QuoteSource; content: string };

/** The home page's quote controls (R-OPEN-28) with the source and place each one names. */
function quoteControls(locale: Locale): QuoteControl[] {
  const { m } = EDITIONS[locale];
  const words = m.pages;
  return [
    {
      name: "header",
      source: "header",
      content: "header_get_quote",
      locate: (page) => page.getByTestId("site-header").getByRole("link", { name: m.common.getQuote, exact: true }),
    },
    { name: "hero", source: "hero_main", content: "hero_cta", locate: (page) => page.getByTestId("hero-cta") },
    {
      name: "how it works",
      source: "how_it_works_section",
      content: "get_insured_card",
      locate: (page) => page.locator("#how-it-works").getByRole("link", { name: words.howItWorks.getQuote }),
    },
    {
      name: "ready to save",
      source: "homepage",
      content: "ready_to_save",
      locate: (page) => page.getByRole("link", { name: words.readyToSave.cta, exact: true }),
    },
    {
      name: "Queen Bee",
      source: "queen_bee",
      content: "queen_bee_section",
      locate: (page) => page.locator("#queen-bee").getByRole("link", { name: words.queenBee.quoteCta }),
    },
    {
      name: "renew path",
      source: "cta_section_insurance_path",
      content: "renew_path",
      locate: (page) => page.getByRole("link", { name: words.twoPaths.renewCta, exact: true }),
    },
  ];
}

/** The home page's download controls (R-DLG-APP-05). */
function downloadControls(locale: Locale): Control[] {
  const { m } = EDITIONS[locale];
  const words = m.pages;
  return [
    {
      name: "header",
      locate: (page) => page.getByTestId("site-header").getByRole("link", { name: m.chrome.nav.downloadApp }),
    },
    {
      name: "experience",
      locate: (page) =>
        page
          .getByRole("main")
          .locator("section", { has: page.getByRole("heading", { name: words.experience.heading(PRODUCT) }) })
          .getByRole("link", { name: words.experience.cta }),
    },
    {
      name: "Queen Bee",
      locate: (page) => page.locator("#queen-bee").getByRole("link", { name: words.queenBee.competeCta }),
    },
    { name: "build path", locate: (page) => page.getByRole("link", { name: words.twoPaths.buildCta, exact: true }) },
    {
      name: "footer",
      locate: (page) => page.getByRole("contentinfo").getByRole("link", { name: m.chrome.nav.downloadApp }),
    },
  ];
}

/**
 * Clicks a method of the quote page (a new tab) and returns where the server's redirect sends it.
 * The browser does not route a redirect's next request, so the answer is read here and the tab
 * shown a stand-in: nothing leaves the machine.
 */
async function redirectTarget(page: Page, click: () => Promise<void>): Promise<URL> {
  const context = page.context();
  const pattern = /\/quote\/(?:online|whatsapp)(?:\?|$)/;
  let location: string | undefined;
  await context.route(pattern, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    expect(response.status()).toBe(302);
    location = response.headers().location;
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>external" });
  });
  await newTabUrl(page, click);
  await context.unroute(pattern);
  return new URL(location!);
}

/** Test ids in the order the page reads them (the document's order, which keyboard and screen readers follow). */
function readingOrder(page: Page, testIds: string[]) {
  return page.evaluate((ids) => {
    const elements = ids.map((id) => document.querySelector(`[data-testid="${id}"]`)!);
    return [...elements]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.getAttribute("data-testid"));
  }, testIds);
}

async function expectQuotePage(page: Page, locale: Locale) {
  const { copy } = EDITIONS[locale];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.quote.heading);
  await expect(page).toHaveTitle(`${copy.quote.title} – ${PRODUCT}`);
}

async function expectAppPage(page: Page, locale: Locale) {
  const { copy } = EDITIONS[locale];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.app.heading);
  await expect(page.getByTestId("app-store-badge")).toBeVisible();
  // Before the page's script runs, the badge's press goes through our redirect, which records it (R-FUNNEL-16).
  await expect(page.getByTestId("app-store-badge")).toHaveAttribute("href", appStoreOpenPath(locale));
  await expect(page.getByTestId("app-store-qr")).toBeVisible();
  await expect(page.getByTestId("android-waitlist").getByRole("textbox")).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "ar"] as const) {
    const { m, copy, words, home } = EDITIONS[locale];

    test(`R-HTML-01: every quote control on ${home} leads to the quote page with its source and place`, async ({
      page,
    }) => {
      for (const control of quoteControls(locale)) {
        await page.goto(home);
        const link = control.locate(page);
        await expect(link, control.name).toHaveAttribute("href", quoteChoiceHref(control, locale));
        await link.click();
        await expect(page, control.name).toHaveURL(
          `${choicePath("quote", locale)}?source=${control.source}&content=${control.content}`,
        );
        await expectQuotePage(page, locale);
      }
    });

    test(`R-HTML-02: every download control on ${home} leads to the app page: badge, QR code and waitlist form`, async ({
      page,
    }) => {
      for (const control of downloadControls(locale)) {
        await page.goto(home);
        const link = control.locate(page);
        await expect(link, control.name).toHaveAttribute("href", choicePath("app", locale));
        await link.click();
        await expect(page, control.name).toHaveURL(choicePath("app", locale));
        await expectAppPage(page, locale);
      }
      // In reading order the badge comes first, then the code, then the waitlist (R-HTML-02).
      expect(await readingOrder(page, ["android-waitlist", "app-store-qr", "app-store-badge"])).toEqual([
        "app-store-badge",
        "app-store-qr",
        "android-waitlist",
      ]);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (locale === "ar") {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
        await expect(page).toHaveTitle(ARABIC);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      }
    });

    test(`R-HTML-01: ${choicePath("quote", locale)}: the two methods lead through the redirect to the broker and to WhatsApp, with the source`, async ({
      page,
    }) => {
      await page.goto(queenBeeQuotePage(locale));
      await expectQuotePage(page, locale);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://drivebee.ae${choicePath("quote", locale)}`,
      );
      // What the dialog has no room for: the steps, the documents, who calls and when, the broker.
      for (const text of [
        words.quote.steps.details.title,
        words.quote.steps.compare.title,
        words.quote.steps.choose.title,
        words.quote.documents.emiratesId,
        words.quote.documents.licence,
        words.quote.documents.registration,
        words.quote.callText,
      ])
        await expect(page.getByRole("main")).toContainText(text);
      await expect(page.getByTestId("quote-page-broker")).toHaveText(m.chrome.footer.noBroker);

      const online = await redirectTarget(page, () =>
        page.getByRole("link", { name: m.chrome.quote.submitInstant }).click(),
      );
      expect(online.href.startsWith(QUOTE_SITE)).toBe(true);
      expect(Object.fromEntries(online.searchParams)).toEqual(queenBeeBrokerQuery(locale));

      const chat = await redirectTarget(page, () =>
        page.getByRole("link", { name: m.chrome.quote.submitWhatsApp }).click(),
      );
      expect(chat.hostname).toBe("wa.me");
      expect(chat.searchParams.get("text")).toBe(`${m.chrome.whatsapp.quote}\nSource: queen_bee`);

      if (locale === "ar") {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC);
        await expect(page).toHaveTitle(ARABIC);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        expect(copy.quote.title).toMatch(ARABIC);
      }
    });
  }
});

test.describe("on a phone, before the page's scripts arrive", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  /** Holds every script of the build until released: the page shows, nothing of it is hydrated. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("R-HTML-01/02: each call to action tapped the moment it shows reaches the quote or download choice; once hydrated, the dialog", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const quotes = quoteControls("en").filter((control) =>
      ["hero", "header", "ready to save", "renew path", "Queen Bee"].includes(control.name),
    );
    for (const control of quotes) {
      await page.goto("/", { waitUntil: "commit" });
      await control.locate(page).tap();
      await expect(page, control.name).toHaveURL(quoteChoiceHref(control, "en"));
      await expectQuotePage(page, "en");
    }
    for (const control of downloadControls("en").filter((each) => ["build path", "footer"].includes(each.name))) {
      await page.goto("/", { waitUntil: "commit" });
      await control.locate(page).tap();
      await expect(page, control.name).toHaveURL(choicePath("app", "en"));
      await expectAppPage(page, "en");
    }
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    // The scripts arrive: the banner shows and opens the broker's site (R-HOME-BANNER-04), and the
    // same controls now open the dialogs.
    release();
    await page.goto("/");
    const banner = page.getByTestId("sticky-banner");
    const quote = await newTabUrl(page, () => banner.getByRole("link", { name: en.common.getQuote }).tap());
    expect(quote.href.startsWith(QUOTE_SITE)).toBe(true);
    expect(quote.searchParams.get("internal_source")).toBe("sticky_banner");
    await waitForHydration(page);
    await page.getByTestId("hero-cta").tap();
    await expect(page.getByRole("dialog", { name: en.chrome.quote.title })).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});

test.describe("once hydrated", () => {
  test.use({ quietStorage: true });

  test("R-HTML-01, R-OPEN-53: a control is a button (Space presses it, nothing scrolls), its page one modified click away", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.getByTestId("hero-cta");
    await expect(hero).toHaveRole("button");
    await expect(page.getByRole("link", { name: en.pages.readyToSave.cta })).toHaveCount(0);
    await hero.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog", { name: en.chrome.quote.title });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(hero).toBeFocused();

    // Ctrl-click (or a middle click) is the browser's: the quote page in a new tab, no dialog.
    const popup = page.context().waitForEvent("page");
    await hero.click({ modifiers: ["ControlOrMeta"] });
    const tab = await popup;
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(
      quoteChoiceHref({ source: "hero_main", content: "hero_cta" }),
    );
    await tab.close();
    await expect(dialog).toHaveCount(0);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test("R-HTML-06: when a dialog's code cannot load (offline, not cached), the tap still reaches the choice: its page", async ({
    page,
  }) => {
    // Only the dialogs' own chunks fail, as they would offline before the service worker kept them.
    await page.route(/\/assets\/(quote-dialog|app-download-dialog)-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("hero-cta").click();
    await expect(page).toHaveURL(quoteChoiceHref({ source: "hero_main", content: "hero_cta" }));
    await expect(page.getByTestId("quote-method-online")).toBeVisible();

    await page.goto("/ar");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: ar.chrome.nav.downloadApp }).click();
    await expect(page).toHaveURL(choicePath("app", "ar"));
  });

  test("R-HTML-01: the hydrated quote page links straight to the broker with the visit's attribution, and tracks the request", async ({
    page,
  }) => {
    await page.goto(`${quoteChoiceHref({ source: "homepage", content: "ready_to_save" })}&utm_source=google`);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: en.chrome.quote.submitInstant });
    await expect(link).toHaveAttribute("href", /^https:\/\/quote\.drivebee\.ae\//);
    const url = await newTabUrl(page, () => link.click());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      utm_source: "google",
      internal_source: "homepage",
      internal_content: "ready_to_save",
    });
    await expect
      .poll(async () =>
        page.evaluate(
          () => window.__analytics.filter((call) => call.fn === "gtag" && call.args[1] === "quote_request").length,
        ),
      )
      .toBe(1);
  });

  test.describe("on Android", () => {
    test.use({ ...PHONE, userAgent: USER_AGENTS.android });

    test("R-HTML-02: the app page puts the waitlist first once it knows the phone is an Android", async ({ page }) => {
      await page.goto(choicePath("app"));
      await waitForHydration(page);
      await expect
        .poll(() => readingOrder(page, ["app-store-badge", "android-waitlist"]))
        .toEqual(["android-waitlist", "app-store-badge"]);
      const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
      expect(await top("android-waitlist")).toBeLessThan(await top("app-store-badge"));
    });
  });
});

test("R-HTML-01/02, R-EDITION-14: axe finds nothing on the quote and app pages of either edition, at 390 and 1440 px", async ({
  page,
}) => {
  const found: string[] = [];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [choicePath("quote"), choicePath("app"), choicePath("quote", "ar"), choicePath("app", "ar")]) {
      await page.goto(path);
      await waitForHydration(page);
      for (const violation of await axeViolations(page)) found.push(`${width} ${path} ${violation}`);
    }
  }
  expect(found).toEqual([]);
});
