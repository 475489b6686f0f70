/** Trust (docs/decisions/010-phones-and-trust.md): what the structured data claims, a visitor can see on the page. */
import { PRODUCT, expect, test, visit } from "../support/e2e";

test.use({ quietStorage: true });

test("the app's rating in the structured data is the rating visitors see, with where it comes from, wherever the app is offered", async ({
  page,
}) => {
  await page.goto("/features");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const app = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "SoftwareApplication");
  const { ratingValue, reviewCount } = app!.aggregateRating as { ratingValue: number; reviewCount: number };
  const expected = `${ratingValue} out of 5 from ${reviewCount} App Store ratings`;
  await expect(page.getByTestId("app-rating")).toHaveText(expected);

  await visit(page, "/");
  const experience = page.locator("section", {
    has: page.getByRole("heading", { name: `Experience ${PRODUCT} Today` }),
  });
  await expect(experience.getByTestId("app-rating")).toHaveText(expected);
  await experience.getByRole("button", { name: "Download App" }).click();
  await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` }).getByTestId("app-rating")).toHaveText(
    expected,
  );
});

test("until the broker's real details are set, no page claims a licence and the partner badge is plain text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/faq"]) {
    await page.goto(path);
    await expect(page.locator("body")).not.toContainText(/licen[cs]e no\./i);
  }
  await page.goto("/");
  await expect(page.getByTestId("site-footer")).toContainText("Insurance is arranged by our licensed partner broker");
  await expect(page.getByRole("link", { name: "Insurance Partner Verified" })).toHaveCount(0);
});

test("member stories are labelled as examples where they are shown: home and /success-stories", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/success-stories"]) {
    await page.goto(path);
    await expect(page.getByTestId("story-disclosure"), path).toHaveText(/^Example member stories, shared with consent/);
  }
});
