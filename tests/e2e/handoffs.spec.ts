/**
 * The funnel's hand-offs in a real Chromium against the real server (R-FUNNEL-10 … 12): with
 * analytics refused, pressing "Get Personalised Quote" records one hand-off by the page's beacon
 * and the broker's link carries its id; without JavaScript the quote page's link goes through our
 * redirect, which records the press and lands on the broker with the id. The broker's site is
 * answered locally (page.route), nothing leaves the machine.
 */
import type { Page } from "@playwright/test";
import { e2eQuery } from "../support/e2e-database";
import {
  QUOTE_SITE,
  expect,
  newTabUrl,
  presetStorage,
  queenBeeBrokerQuery,
  queenBeeQuotePage,
  test,
  visit,
} from "../support/e2e";

/** A person's Chrome: the headless browser's own user agent names it a bot, which is not counted (R-FUNNEL-12). */
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const handoffRows = (id: string) => e2eQuery<Record<string, unknown>>("select * from handoffs where id = $1", [id]);

/** The one hand-off stored under `id`. */
async function onlyHandoff(id: string) {
  const rows = await handoffRows(id);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** No banner, no popup, and analytics refused: the hand-off must not need consent (R-FUNNEL-10). */
const refuseAnalytics = (page: Page) =>
  presetStorage(page.context(), {
    "insurance-banner-dismissed": "true",
    "newsletter-popup-dismissed": "permanent",
    "cookie-consent": "declined",
  });

test.use({ userAgent: DESKTOP_CHROME });

test("R-FUNNEL-10/11: with analytics refused, the dialog's quote press records one hand-off and the broker's link carries its id", async ({
  page,
}) => {
  await refuseAnalytics(page);
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/handoffs") beacons.push(request.postData() ?? "");
  });
  await visit(page, "/?utm_source=google&utm_campaign=spring");
  await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
  const url = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());

  expect(url.href.startsWith(QUOTE_SITE)).toBe(true);
  const handoffId = url.searchParams.get("handoff_id")!;
  expect(handoffId).toMatch(UUID);
  // The id is the link's last parameter; the specification's ones are all still there.
  expect([...url.searchParams.keys()].at(-1)).toBe("handoff_id");
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    utm_source: "google",
    utm_campaign: "spring",
    internal_source: "header",
    internal_medium: "cta_button",
    internal_campaign: "quote_request",
    action: "quote",
  });

  await expect.poll(async () => (await handoffRows(handoffId)).length).toBe(1);
  expect(await onlyHandoff(handoffId)).toMatchObject({
    kind: "quote_online",
    surface: "quote_dialog",
    channel: "beacon",
    edition: "en",
    source: "header",
    medium: "cta_button",
    campaign: "quote_request",
    utm_source: "google",
    utm_campaign: "spring",
    landing_page: "/",
    device_class: "desktop",
  });
  expect(beacons).toHaveLength(1);
  expect(JSON.parse(beacons[0]!)).toMatchObject({ handoff_id: handoffId });
  // Nothing stored in the browser names the visitor: no cookie at all.
  expect(await page.context().cookies()).toEqual([]);

  // The next press is another hand-off, under a new id.
  await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
  const second = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
  const secondId = second.searchParams.get("handoff_id")!;
  expect(secondId).toMatch(UUID);
  expect(secondId).not.toBe(handoffId);
  await expect.poll(async () => (await handoffRows(secondId)).length).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "ar"] as const) {
    test(`R-FUNNEL-12: ${locale === "ar" ? "/ar/quote" : "/quote"}: the online method goes through the redirect, which records the press and lands on the broker with its id`, async ({
      page,
    }) => {
      let landed: URL | undefined;
      await page.context().route(`${QUOTE_SITE}**`, async (route) => {
        landed = new URL(route.request().url());
        await route.fulfill({ status: 200, contentType: "text/html", body: "<title>broker</title>broker" });
      });
      await page.goto(queenBeeQuotePage(locale));
      const link = page.getByTestId("quote-method-online").getByRole("link");
      await expect(link).toHaveAttribute("href", locale === "ar" ? "/ar/quote/online" : "/quote/online");
      const popup = page.context().waitForEvent("page");
      await link.click();
      const tab = await popup;
      // The new tab opens on our redirect first, then lands on the broker.
      await tab.waitForURL((url) => url.origin === new URL(QUOTE_SITE).origin);
      expect(landed).toBeDefined();
      expect(tab.url()).toBe(landed!.href);

      const handoffId = landed!.searchParams.get("handoff_id")!;
      expect(handoffId).toMatch(UUID);
      expect(Object.fromEntries(landed!.searchParams)).toEqual({
        ...queenBeeBrokerQuery(locale),
        handoff_id: handoffId,
      });
      expect(await onlyHandoff(handoffId)).toMatchObject({
        kind: "quote_online",
        surface: "quote_page",
        channel: "redirect",
        edition: locale,
        source: "queen_bee",
        content: "queen_bee_section",
        device_class: "desktop",
      });
      await tab.close();
    });
  }
});
