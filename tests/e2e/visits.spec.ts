/**
 * Visits counted by our own server (R-FUNNEL-30, R-FUNNEL-31): with analytics consent refused,
 * a landing on a campaign link records one page view with its campaign values, a client-side
 * navigation records a second, and the browser is left without a cookie. The rows are read from
 * the server's database; this test's visitor is its own client address (the server trusts one proxy).
 */
import { randomInt } from "node:crypto";
import pg from "pg";
import { expect, recordedEvents, test, visit } from "../support/e2e";

type ViewRow = {
  path: string;
  edition: string;
  device_class: string;
  utm_source: string | null;
  utm_campaign: string | null;
  utm_medium: string | null;
  has_gclid: boolean;
  visitor_hash: string;
};

/**
 * This test's own visitor: a desktop Chrome of a build no other test uses (a headless browser's
 * own user agent is a bot's, which is not counted), from an address no other test uses.
 */
const USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${randomInt(1000, 9999)}.${randomInt(10, 99)} Safari/537.36`;
test.use({
  userAgent: USER_AGENT,
  extraHTTPHeaders: { "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}` },
});

test("R-FUNNEL-30, R-FUNNEL-31: with consent refused, a campaign landing and a client-side navigation are two page views, and no cookie is set", async ({
  page,
  context,
}) => {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await context.addInitScript(() => {
      localStorage.setItem("cookie-consent", "declined");
      localStorage.setItem("insurance-banner-dismissed", "true");
      localStorage.setItem("newsletter-popup-dismissed", "permanent");
    });
    const since = new Date(Date.now() - 1000);
    // This visitor's views since the test began: the landing carries the campaign, so its hash names the visitor.
    const viewsOfThisVisitor = async () => {
      const { rows } = await client.query<ViewRow>(
        `select path, edition, device_class, utm_source, utm_campaign, utm_medium, has_gclid, visitor_hash
           from page_views where viewed_at >= $1 and visitor_hash in
             (select visitor_hash from page_views where viewed_at >= $1 and utm_campaign = 'ramadan')
           order by id`,
        [since],
      );
      return rows;
    };

    await visit(page, "/?utm_source=radio&utm_campaign=ramadan");
    await expect.poll(async () => (await viewsOfThisVisitor()).length).toBe(1);
    expect((await viewsOfThisVisitor())[0]).toMatchObject({
      path: "/",
      edition: "en",
      device_class: "desktop",
      utm_source: "radio",
      utm_campaign: "ramadan",
      utm_medium: null,
      has_gclid: false,
    });

    // A client-side navigation: the document stays, a second view is counted.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
    await page.getByTestId("site-footer").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html[data-same-document]")).toHaveCount(1);
    await expect.poll(async () => (await viewsOfThisVisitor()).map((view) => view.path)).toEqual(["/", "/about"]);
    const [landing, about] = await viewsOfThisVisitor();
    expect(about!.visitor_hash).toBe(landing!.visitor_hash);
    expect(about).toMatchObject({ utm_source: null, utm_campaign: null });

    // Consent refused: nothing went to GA4, and the count left no cookie behind.
    expect(await recordedEvents(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await client.end();
  }
});
