/**
 * What a sceptical visitor checks (R-HONEST-*): cashback promised on Android says the app is
 * iPhone-only for now; example stories are not reviews; any stars say whose rating they are;
 * the calculator's maximum has the typical case beside it; the content pages' links and names
 * are whole in both languages.
 */
import { CALCULATOR, CLAIMS, TYPICAL_CASHBACK_PERCENT } from "../../core/constants";
import { choicePath } from "../../core/choice-links";
import { LOCALES, type Locale } from "../../core/locales";
import { PAGE_IDS, homePath, pagePath, pages, type PageInfo } from "../../core/pages";
import { formatAed, typicalCashbackFor } from "../../app/features/calculator";
import { ar } from "../../app/i18n/messages/ar";
import { en, type Messages } from "../../app/i18n/messages/en";
import { expect, test, visit, USER_AGENTS, PHONE } from "../support/e2e";

const UA = USER_AGENTS;
const WORDS: Record<Locale, Messages> = { en, ar };

/** Arabic letters; punctuation outside ASCII (the Arabic comma «،» among it). */
const ARABIC = /[\u0600-\u06FF]/;
const NON_ASCII_PUNCTUATION = /(?!\p{ASCII})\p{P}/u;

test.use({ quietStorage: true });

test.describe("on an Android phone", () => {
  test.use({ userAgent: UA.android, ...PHONE });

  for (const locale of LOCALES) {
    const m = WORDS[locale];
    test(`R-HONEST-01: ${homePath(locale)}: the calculator and the quote dialog say cashback needs the iPhone app, with the waitlist one tap away`, async ({
      page,
    }) => {
      await visit(page, homePath(locale));
      const calculator = page.getByTestId("cashback-calculator");
      const note = calculator.getByTestId("android-cashback-note");
      await expect(note).toBeVisible();
      await expect(note).toContainText(m.chrome.androidNote.text);
      // Next to the result: right under the figures it qualifies.
      const figures = (await calculator.getByTestId("calc-typical").boundingBox())!;
      const noteBox = (await note.boundingBox())!;
      expect(noteBox.y).toBeGreaterThan(figures.y + figures.height - 1);
      expect(noteBox.y - (figures.y + figures.height)).toBeLessThan(48);
      await note.getByRole("button", { name: m.chrome.androidNote.join }).click();
      const waitlist = page.getByRole("dialog", { name: m.chrome.download.waitlistTitle });
      await expect(waitlist.getByTestId("android-waitlist")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(waitlist).toHaveCount(0);

      await page.getByTestId("hero-cta").click();
      const quote = page.getByRole("dialog", { name: m.chrome.quote.title });
      const dialogNote = quote.getByTestId("android-cashback-note");
      await expect(dialogNote).toBeVisible();
      await expect(dialogNote).toContainText(m.chrome.androidNote.text);
      await dialogNote.getByRole("button", { name: m.chrome.androidNote.join }).click();
      await expect(quote).toHaveCount(0);
      await expect(
        page.getByRole("dialog", { name: m.chrome.download.waitlistTitle }).getByTestId("android-waitlist"),
      ).toBeVisible();
    });
  }

  for (const locale of LOCALES) {
    const m = WORDS[locale];
    test(`R-HONEST-01/02: ${choicePath("quote", locale)}: the quote page says it too, before any of the site's code has loaded`, async ({
      page,
    }) => {
      // Only the page's own inline script runs: the note is decided before the first paint, not at hydration.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(choicePath("quote", locale));
      const note = page.getByRole("main").getByTestId("android-cashback-note");
      await expect(note).toBeVisible();
      await expect(note).toContainText(m.chrome.androidNote.text);
      // Before hydration a link to the app page and its waitlist form; after it, the waitlist dialog.
      await expect(note.locator("a")).toHaveAttribute("href", choicePath("app", locale));
      await expect(note.locator("a")).toHaveText(m.chrome.androidNote.join);
    });
  }
});

test.describe("on an iPhone", () => {
  test.use({ userAgent: UA.iphone, ...PHONE });

  for (const locale of LOCALES) {
    const m = WORDS[locale];
    test(`R-HONEST-01: ${homePath(locale)}: neither the calculator nor the quote dialog shows the Android note`, async ({
      page,
    }) => {
      await visit(page, homePath(locale));
      const calculator = page.getByTestId("cashback-calculator");
      await expect(calculator.getByTestId("calc-cashback")).toBeVisible();
      // In the page for every visitor, shown only to Android ones.
      await expect(calculator.getByTestId("android-cashback-note")).toHaveCount(1);
      await expect(calculator.getByTestId("android-cashback-note")).toBeHidden();
      await expect(page.getByText(m.chrome.androidNote.text)).toBeHidden();

      await page.getByTestId("hero-cta").click();
      const quote = page.getByRole("dialog", { name: m.chrome.quote.title });
      await expect(quote.getByTestId("app-rating")).toBeVisible();
      await expect(quote.getByTestId("android-cashback-note")).toHaveCount(1);
      await expect(quote.getByTestId("android-cashback-note")).toBeHidden();
      await expect(quote.getByRole("button", { name: m.chrome.androidNote.join })).toBeHidden();
    });
  }
});

for (const locale of LOCALES) {
  const m = WORDS[locale];
  const home = homePath(locale);
  /** The rating as AppRating writes it: the figure, then its count and source. */
  const rating = `${CLAIMS.rating} ${m.pages.ui.ratingOutOf(CLAIMS.reviewCount, CLAIMS.ratingSource)}`;

  test(`R-HONEST-03: ${home}: the menu calls the example stories "${m.chrome.nav.stories}", and no story carries stars`, async ({
    page,
  }) => {
    await visit(page, home);
    const header = page.getByTestId("site-header");
    await header.getByRole("button", { name: m.chrome.nav.more }).hover();
    await expect(header.getByRole("link", { name: m.chrome.nav.stories, exact: true })).toHaveAttribute(
      "href",
      `${home}#testimonials`,
    );
    await expect(header.getByRole("link", { name: /reviews|آراء/i })).toHaveCount(0);
    const stories = page.locator("#testimonials");
    await expect(stories.getByTestId("testimonial")).toHaveCount(3);
    await expect(stories.getByRole("img")).toHaveCount(0);
    await expect(stories).not.toContainText("5.0");

    await visit(page, pagePath("success-stories", locale));
    await expect(page.getByTestId("story-disclosure")).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: /5/ })).toHaveCount(0);
  });

  test(`R-HONEST-04: ${home}: the quote dialog's and the quote page's stars are the App Store rating, with its count`, async ({
    page,
  }) => {
    await visit(page, home);
    await page.getByTestId("site-header").getByRole("button", { name: m.common.getQuote }).first().click();
    const dialog = page.getByRole("dialog", { name: m.chrome.quote.title });
    await expect(dialog.getByTestId("app-rating")).toHaveText(rating);
    await expect(dialog.getByTestId("rating-star")).toHaveCount(5);
    await expect(dialog.getByRole("img")).toHaveCount(0);

    await visit(page, choicePath("quote", locale));
    await expect(page.getByRole("main").getByTestId("app-rating")).toHaveText(rating);
  });

  test(`R-HONEST-05: ${home}: the calculator shows the typical case beside the maximum, and the FAQ explains it`, async ({
    page,
  }) => {
    const aed = (amount: number) => formatAed(amount, locale);
    await visit(page, home);
    const calculator = page.getByTestId("cashback-calculator");
    await expect(calculator.getByTestId("calc-cashback")).toHaveText(aed(2250));
    await expect(calculator.getByTestId("calc-typical")).toHaveText(aed(typicalCashbackFor(CALCULATOR.defaultPremium)));
    await expect(calculator).toContainText(m.pages.calculator.typicalLabel(TYPICAL_CASHBACK_PERCENT));
    // Beside it: the two figures share a row on a wide screen.
    const [max, typical] = [
      (await calculator.getByTestId("calc-cashback").boundingBox())!,
      (await calculator.getByTestId("calc-typical").boundingBox())!,
    ];
    expect(Math.abs(max.y + max.height - (typical.y + typical.height))).toBeLessThan(4);
    const slider = page.getByRole("slider");
    await slider.focus();
    await page.keyboard.press("End");
    await expect(calculator.getByTestId("calc-typical")).toHaveText(aed(typicalCashbackFor(CALCULATOR.maxPremium)));
    await expect(slider).toHaveAttribute(
      "aria-valuetext",
      m.pages.calculator.valueText(
        aed(CALCULATOR.maxPremium),
        aed(3750),
        aed(typicalCashbackFor(CALCULATOR.maxPremium)),
      ),
    );

    await calculator.getByRole("link", { name: m.pages.calculator.howWorkedOut }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("faq", locale)}#typical-cashback$`));
    const answer = page.locator("details#typical-cashback");
    await expect(answer).toHaveAttribute("open", "");
    await expect(answer).toContainText(`${TYPICAL_CASHBACK_PERCENT}%`);
    await expect(answer).toContainText(aed(typicalCashbackFor(CALCULATOR.defaultPremium)));
    await expect(answer).toBeInViewport();
  });
}

test.describe("content pages", () => {
  const paths = LOCALES.flatMap((locale) =>
    PAGE_IDS.filter((id) => (pages[id] as PageInfo).markdown).map((id) => pagePath(id, locale)),
  );

  for (const path of paths) {
    const arabic = path.startsWith("/ar/");
    test(`R-HONEST-06${arabic ? "/07" : ""}: ${path}: no link ends in an Arabic punctuation mark${arabic ? ", and every name is Arabic" : ""}`, async ({
      page,
    }) => {
      await visit(page, path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of hrefs)
        expect(decodeURIComponent(href).slice(-1), `${path}: ${href}`).not.toMatch(NON_ASCII_PUNCTUATION);
      if (!arabic) return;
      const labels = await page
        .locator("[aria-label]")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")!));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label, `aria-label "${label}"`).toMatch(ARABIC);
    });
  }
});
