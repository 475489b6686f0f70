/**
 * The Arabic page bodies (R-EDITION-15) at phone and desktop widths: /ar with its hero, sections,
 * figures, calculator and carousels right to left; the FAQ, features, success stories and
 * contact bodies in Arabic; axe on the main Arabic pages; and the English home as it was.
 */
import type { Locator, Page } from "@playwright/test";
import { pageCopyAr } from "../../core/page-copy-ar";
import { homeStats } from "../../app/data/ar/home";
import { faqGroups } from "../../app/data/ar/faq";
import { pages as arabic } from "../../app/i18n/messages/ar/pages";
import { PRODUCT, animationFrames, expect, test, visit, axeViolations } from "../support/e2e";

test.use({ quietStorage: true });

/** Arabic letters, and the Eastern Arabic digits the edition never uses (Western digits, as UAE commerce writes them). */
const ARABIC = /[\u0600-\u06FF]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

async function rightEdge(locator: Locator) {
  return locator.evaluate((el) => el.getBoundingClientRect().right);
}

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  const desktop = viewport.width >= 768;

  test.describe(`Arabic pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/ar: the Arabic hero, sections and figures in Western digits, right to left", async ({ page }) => {
      await visit(page, "/ar");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const hero = page.getByTestId("hero");
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(arabic.hero.headline);
      await expect(hero.getByTestId("hero-subheadline")).toHaveText(arabic.hero.subheadline);
      await expect(hero.getByTestId("hero-cta")).toHaveText(desktop ? arabic.hero.ctaDesktop : arabic.hero.ctaMobile);
      await expect(hero.getByRole("list", { name: arabic.hero.badgesLabel })).toContainText(arabic.hero.setupBadge);
      await expect(hero).toHaveAttribute("data-ab-slot", "hero_ar");
      for (const heading of [
        arabic.howItWorks.heading,
        arabic.readyToSave.heading,
        arabic.appInAction.heading(PRODUCT),
        arabic.experience.heading(PRODUCT),
        arabic.queenBee.heading,
        arabic.twoPaths.heading,
        arabic.stories.heading,
      ])
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeAttached();
      const section = page.locator("#how-it-works");
      // The figures under the steps (the phones above them show figures of their own).
      const stats = section.locator("dl");
      for (const stat of homeStats) {
        await expect(stats.getByText(stat.value, { exact: true })).toBeVisible();
        await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
      }
      await expect(section.getByTestId("how-it-works-card").first()).toContainText(arabic.howItWorks.step(1));
      await expect(page.getByTestId("app-rating").first()).toContainText("4.8");
      await expect(page.getByTestId("app-rating").first()).toContainText("247 تقييمًا");
      const main = (await page.locator("main").innerText()).replace(/\s+/g, " ");
      expect(main).not.toMatch(EASTERN_DIGITS);
      expect(main).toContain("25%");
      await expect(page.getByRole("button", { name: arabic.insurerStrip.pause })).toHaveCount(1);
      await noHorizontalOverflow(page);
    });

    test("/ar: the calculator runs from the right, answers the keys, and writes «… درهم»", async ({ page }) => {
      await visit(page, "/ar");
      const slider = page.getByRole("slider");
      const premium = page.getByTestId("calc-premium");
      const cashback = page.getByTestId("calc-cashback");
      await expect(premium).toHaveText("9,000 درهم");
      await expect(cashback).toHaveText("2,250 درهم");
      await expect(slider).toHaveAttribute(
        "aria-valuetext",
        arabic.calculator.valueText("9,000 درهم", "2,250 درهم", "900 درهم"),
      );
      // The filled part of the track starts at the right edge.
      expect(await slider.evaluate((el) => getComputedStyle(el).getPropertyValue("--track"))).toMatch(/to left/);
      // The minimum sits at the right, the maximum at the left.
      const box = (await slider.boundingBox())!;
      await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
      await expect(slider).toHaveAttribute("aria-valuenow", "1000");
      await expect(premium).toHaveText("1,000 درهم");
      await page.mouse.click(box.x + 2, box.y + box.height / 2);
      await expect(slider).toHaveAttribute("aria-valuenow", "15000");
      await expect(cashback).toHaveText("3,750 درهم");
      // The keys move the thumb the way they point: left is more, right is less.
      await page.keyboard.press("Home");
      await expect(slider).toHaveAttribute("aria-valuenow", "1000");
      await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveAttribute("aria-valuenow", "1500");
      await expect(premium).toHaveText("1,500 درهم");
      await expect(cashback).toHaveText("375 درهم");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveAttribute("aria-valuenow", "1000");
      await page.keyboard.press("End");
      await expect(premium).toHaveText("15,000 درهم");
    });

    test("/ar: the steps carousel runs right to left, with its controls and keys", async ({ page }) => {
      await visit(page, "/ar");
      const section = page.locator("#how-it-works");
      const cards = section.getByTestId("how-it-works-card");
      await section.scrollIntoViewIfNeeded();
      const track = section.locator(".overflow-hidden").first();
      const trackRight = await rightEdge(track);
      await expect(section.getByRole("group", { name: arabic.ui.slideOf(1, 4) })).toBeAttached();
      // The first card starts at the right edge; the next one waits on its left.
      expect(Math.abs((await rightEdge(cards.nth(0))) - trackRight)).toBeLessThan(2);
      expect(await rightEdge(cards.nth(1))).toBeLessThan(trackRight);
      if (desktop) {
        const next = section.getByRole("button", { name: arabic.ui.nextSlide(arabic.howItWorks.carouselLabel) });
        await expect(next).toBeVisible();
        // The chevron points the way the slides run.
        expect(await next.locator("svg").evaluate((el) => getComputedStyle(el).scale)).toMatch(/^-1\b/);
        await next.click();
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(1))) - trackRight)).toBeLessThan(2);
        // The left arrow key goes on the same way, the right one back.
        await page.keyboard.press("ArrowLeft");
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(2))) - trackRight)).toBeLessThan(2);
        await page.keyboard.press("ArrowRight");
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(1))) - trackRight)).toBeLessThan(2);
        await section.getByRole("button", { name: arabic.ui.previousSlide(arabic.howItWorks.carouselLabel) }).click();
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(0))) - trackRight)).toBeLessThan(2);
      } else {
        const dots = section.getByRole("group", { name: arabic.ui.chooseSlide(arabic.howItWorks.carouselLabel) });
        await dots.getByRole("button", { name: new RegExp(`^انتقل إلى الشريحة 2:`) }).click();
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(1))) - trackRight)).toBeLessThan(2);
        // A swipe towards the right brings the next card in, as the reading direction goes.
        const box = (await track.boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + 60, y);
        await page.mouse.down();
        await page.mouse.move(box.x + 160, y, { steps: 5 });
        await page.mouse.move(box.x + 300, y, { steps: 5 });
        await page.mouse.up();
        await expect.poll(async () => Math.abs((await rightEdge(cards.nth(2))) - trackRight)).toBeLessThan(2);
      }
    });

    test("/ar/faq: Arabic questions, and its links stay in the Arabic edition", async ({ page }) => {
      await visit(page, "/ar/faq");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopyAr.faq.heading);
      for (const group of faqGroups)
        await expect(page.getByRole("heading", { level: 2, name: group.title })).toBeVisible();
      const first = faqGroups[0]!.items[0]!;
      await page.getByText(first.question).click();
      await expect(page.locator(`#${first.id}`)).toHaveAttribute("open", "");
      const hrefs = await page
        .locator("main details a, main p a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) expect(href, href).toMatch(/^\/ar(\/|$)/);
      await page.getByRole("main").getByRole("link", { name: arabic.faq.contactUs, exact: true }).click();
      await expect(page).toHaveURL(/\/ar\/contact$/);
      await noHorizontalOverflow(page);
    });

    test("/ar/features, /ar/success-stories and /ar/contact: the page bodies in Arabic", async ({ page }) => {
      await visit(page, "/ar/features");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopyAr.features.heading);
      await expect(page.getByRole("heading", { level: 2, name: arabic.features.plansHeading })).toBeVisible();
      await expect(page.getByTestId("plan-premium")).toContainText("Premium");
      expect(await page.getByTestId("plan-free").innerText()).toMatch(ARABIC);
      await noHorizontalOverflow(page);

      await visit(page, "/ar/success-stories");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopyAr["success-stories"].heading);
      await expect(page.getByTestId("story-disclosure")).toHaveText(arabic.stories.disclosure);
      await expect(page.getByRole("heading", { level: 2, name: arabic.stories.moreHeading })).toBeVisible();
      await expect(page.getByRole("link", { name: arabic.stories.journeyLink(98) })).toHaveAttribute(
        "href",
        "/ar/blog/sarah-journey",
      );
      await noHorizontalOverflow(page);

      await visit(page, "/ar/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopyAr.contact.heading);
      await expect(page.getByRole("heading", { level: 2, name: arabic.contact.otherWays })).toBeVisible();
      await expect(page.getByText(arabic.contact.hours)).toBeVisible();
      // The phone number reads left to right inside the Arabic page.
      await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("dir", "ltr");
      await noHorizontalOverflow(page);
    });
  });
}

test("axe finds nothing on /ar, /ar/faq and /ar/features", async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const path of ["/ar", "/ar/faq", "/ar/features"]) {
    await visit(page, path);
    for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
  }
  expect(found).toEqual([]);
});

test("the English home is as it was: its words, its amounts, left to right, no Arabic in its body", async ({
  page,
}) => {
  await visit(page, "/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const hero = page.getByTestId("hero");
  await expect(hero).toHaveAttribute("data-ab-slot", "hero");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Save 25% on Car Insurance");
  await expect(hero.getByTestId("hero-subheadline")).toHaveText(
    `Are you a good driver? Prove it with ${PRODUCT} and get up to 25% Cashback on your insurance.`,
  );
  await expect(page.getByTestId("calc-premium")).toHaveText("AED 9,000");
  await expect(page.getByText("Your potential cashback (25%)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Four steps from quote to cashback" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next slide: How It Works steps" })).toBeVisible();
  await expect(page.getByTestId("app-rating").first()).toHaveText("4.8 out of 5 from 247 App Store ratings");
  expect(await page.locator("main").innerText()).not.toMatch(ARABIC);
});

test("R-EDITION-07: Arabic pages preload the typeface's two faces and use them, without a layout shift; English pages fetch no font", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });

  await visit(page, "/ar");
  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  await expect.poll(() => [...new Set(fonts)].sort()).toEqual([...preloaded].sort());
  for (const weight of [400, 500, 600, 700])
    expect(await page.evaluate((w) => document.fonts.check(`${w} 16px "IBM Plex Sans Arabic"`, "وفّر"), weight)).toBe(
      true,
    );
  // Both faces are in and applied: the frames after the swap are where a shift would show.
  await page.evaluate(() => document.fonts.ready);
  await animationFrames(page);
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  expect(shift).toBeLessThan(0.01);

  fonts.length = 0;
  await visit(page, "/");
  await expect(page.locator('head link[as="font"]')).toHaveCount(0);
  // The page has laid its text out with what it has: no face was asked for, none is on its way.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status !== "unloaded").length)).toBe(0);
  expect(fonts).toEqual([]);
});
