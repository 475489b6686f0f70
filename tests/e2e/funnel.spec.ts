/**
 * The funnel end to end in a real Chromium against the real server and its PostgreSQL
 * (R-FUNNEL-70..74): a visit from a radio campaign, its quote hand-off, the broker's signed
 * policy for that hand-off, then the admin's Funnel tab and its CSV count 1 visitor, 1 hand-off
 * and 1 policy under that campaign.
 */
import { partnerSignatureHeader } from "../../server/handoffs/partner-signature.server";
import { expect, newAdminMeanwhile, newTabUrl, routeExternalDestinations, signIn, test, visit } from "../support/e2e";
import { e2eQuery } from "../support/e2e-database";
import { TEST_PARTNER_SECRET } from "../support/requests";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/**
 * The campaign has a suffix of this run, not a clean-up of "ramadan" rows: a retry of this test (or
 * another run against the same server) writes its own campaign, so its row counts only its own
 * visit, and nothing another test wrote is deleted under it.
 */
const CAMPAIGN = `ramadan-${run}`;
/**
 * A person's Chrome (the headless browser's user agent is a bot's, not counted: R-FUNNEL-34), with a
 * build number of this run: a day's visitor is a hash of the address and the user agent
 * (R-FUNNEL-33), and every test here comes from 127.0.0.1, so a user agent of its own makes this
 * visitor one whose first page today is the campaign's landing page.
 */
const USER_AGENT = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${Date.now() % 10_000}.${Math.floor(Math.random() * 1000)} Safari/537.36`;

test.use({ userAgent: USER_AGENT });

test("R-FUNNEL-70..74: a radio visit, its quote hand-off and the broker's policy show as 1 / 1 / 1 in the Funnel tab and its CSV", async ({
  page,
}) => {
  // The admin is made by the CLI while the visitor browses.
  const admin = newAdminMeanwhile("growth");
  await routeExternalDestinations(page.context());
  await page.context().addInitScript(() => {
    localStorage.setItem("insurance-banner-dismissed", "true");
    localStorage.setItem("newsletter-popup-dismissed", "permanent");
    localStorage.setItem("cookie-consent", "declined");
  });

  // The visit: its page view is written once the browser is idle.
  await visit(page, `/?utm_source=radio&utm_campaign=${CAMPAIGN}`);
  await expect
    .poll(async () => (await e2eQuery("select 1 from page_views where utm_campaign = $1", [CAMPAIGN])).length)
    .toBe(1);

  // The hand-off: the quote link carries its id.
  await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
  const quote = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
  const handoffId = quote.searchParams.get("handoff_id")!;
  await expect.poll(async () => (await e2eQuery("select 1 from handoffs where id = $1", [handoffId])).length).toBe(1);

  // The broker's server reports the policy, signed as docs/partner-api.md says.
  const body = JSON.stringify({
    handoff_id: handoffId,
    event: "policy_bought",
    occurred_at: new Date().toISOString(),
    premium_aed: 2450.5,
  });
  const sent = await page.request.post("/api/partner/events", {
    headers: {
      "content-type": "application/json",
      "x-drivebee-signature": partnerSignatureHeader(TEST_PARTNER_SECRET, Math.floor(Date.now() / 1000), body),
      "x-forwarded-for": "198.51.100.200",
    },
    data: body,
  });
  expect(sent.status()).toBe(201);

  // The admin's Funnel tab.
  await page.goto("/auth?redirect=%2Fadmin%3Ftab%3Dfunnel");
  await signIn(page, await admin);
  await expect(page.getByRole("tab", { name: "Funnel", selected: true })).toBeVisible();
  await expect(page.getByLabel("Break down by")).toHaveValue("campaign");
  const row = page.getByTestId("funnel-row").filter({ hasText: CAMPAIGN });
  await expect(row).toContainText("radio");
  await expect(row.locator('[data-col="visitors"]')).toHaveText("1");
  await expect(row.locator('[data-col="handoffs"]')).toHaveText("1");
  await expect(row.locator('[data-col="policies"]')).toHaveText("1");

  // The CSV says the same.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^funnel-campaign-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString("utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toContain('"source","medium","campaign","visitors","quote_handoffs","whatsapp_handoffs"');
  const line = lines.find((text) => text.includes(CAMPAIGN))!;
  // source, medium, campaign, visitors, hand-offs, WhatsApp, quotes started (a policy implies one), policies, premium.
  expect(line.split(",").slice(0, 9)).toEqual([
    '"radio"',
    '""',
    `"${CAMPAIGN}"`,
    '"1"',
    '"1"',
    '"0"',
    '"1"',
    '"1"',
    '"2450.50"',
  ]);
});
