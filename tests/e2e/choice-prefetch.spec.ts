/**
 * The choice pages fetched ahead (R-HTML-08): a page's speculation rules have the browser fetch
 * its edition's quote page once it has read the page, and the server says a prerendered page
 * never varies with its query, so the hero's link, query and all, is answered from that one
 * fetch: a tap made before any script has run shows the quote choice without a round trip.
 * Read through Chromium's own record of the prefetch (the DevTools protocol's Preload domain)
 * and the quote page's navigation entry.
 */
import type { Page } from "@playwright/test";
import { choicePath } from "../../core/choice-links";
import type { Locale } from "../../core/locales";
import { homePath } from "../../core/pages";
import { expect, test } from "../support/e2e";

/** Watches Chromium's prefetches: `ready` resolves once it holds a finished prefetch of `path` (status "Ready"). */
async function prefetchOf(page: Page, path: string): Promise<{ ready: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const ready = new Promise<void>((resolve) => {
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready" && new URL(event.prefetchUrl).pathname === path) resolve();
    });
  });
  await cdp.send("Preload.enable");
  return { ready };
}

for (const locale of ["en", "ar"] as const satisfies Locale[]) {
  test(`${locale}: the hero's quote link is answered from the quote page fetched ahead`, async ({ page }) => {
    // A visitor whose page's scripts have not arrived (speculation rules need scripting on, not scripts).
    await page.route(/\/assets\/.+\.js$/, () => {});
    const { ready } = await prefetchOf(page, choicePath("quote", locale));
    await page.goto(homePath(locale), { waitUntil: "commit" });
    await ready;
    await page.getByTestId("hero").locator('a[href*="/quote?"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${choicePath("quote", locale)}\\?source=hero_main`));
    await expect(page.getByTestId("quote-method-online")).toBeVisible();
    // The page came from the prefetch, and its address is still the link's, with its source and place.
    // (deliveryType: Resource Timing Level 3, not yet in TypeScript's DOM types.)
    const deliveryType = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType?: string }).deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
  });
}
