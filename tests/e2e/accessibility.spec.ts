/** axe (WCAG 2.2 A/AA and best practices) finds nothing on any public page, in any dialog, or with both toasts showing. */
import { PUBLIC_PATHS } from "../../core/routes";
import { PRODUCT, expect, settled, test, visit, axeViolations } from "../support/e2e";

test.use({ quietStorage: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no axe violation on any public page at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await visit(page, path);
      for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

test("no axe violation in the quote dialog, the app download dialog, or the open mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
  const quote = page.getByRole("dialog", { name: "Get Your Insurance Quote" });
  await expect(quote).toBeVisible();
  // Contrast is judged on the open dialog, not on a frame of its fade-in.
  await settled(quote);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open menu" }).click();
  // The open menu makes the page behind it inert, so axe no longer sees the page's main and h1 there.
  expect(await axeViolations(page, { disable: ["page-has-heading-one", "landmark-one-main"] })).toEqual([]);
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Download App" }).click();
  const download = page.getByRole("dialog", { name: `Download ${PRODUCT}` });
  await expect(download).toBeVisible();
  await settled(download);
  expect(await axeViolations(page)).toEqual([]);
});

test("the two toast regions are landmarks with distinct labels, and axe finds nothing while both show", async ({
  page,
}) => {
  await page.route(/newsletter-signup$/, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 409, json: { error: "Already subscribed" } })
      : route.continue(),
  );
  await visit(page, "/");
  await page.locator("#newsletter-email").fill("axe.toasts@example.com");
  await page.locator("#newsletter").getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByText("Note: You were already subscribed to our network.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Status updates" })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
