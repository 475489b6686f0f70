/** Phones first (docs/decisions/010-phones-and-trust.md): nothing on a public page is wider than a 320 or 390 px screen. */
import { PUBLIC_PATHS } from "../../core/routes";
import { expect, offScreenElements, test, useQuietStorage, visit } from "../support/e2e";

for (const width of [320, 390]) {
  test(`no public page scrolls sideways or puts anything off-screen at ${width} px`, async ({ page, context }) => {
    test.setTimeout(180_000);
    // The banner and the consent notice stay: they must fit too. The popup would cover the page.
    await context.addInitScript(() => localStorage.setItem("newsletter-popup-dismissed", "permanent"));
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await visit(page, path);
      const { scrollWidth, found } = await offScreenElements(page);
      if (scrollWidth !== width || found.length > 0)
        problems.push(`${path}: scrollWidth ${scrollWidth}; ${found.join("; ")}`);
    }
    expect(problems).toEqual([]);
  });
}

test("a legal page's table scrolls inside its own labelled, focusable box on a phone", async ({ page, context }) => {
  await useQuietStorage(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  const box = page.getByRole("region", { name: /^Table: / }).first();
  await expect(box).toHaveAttribute("tabindex", "0");
  const sizes = await box.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test("FAQ answers link to our pages by name, never by a raw path", async ({ page, context }) => {
  await useQuietStorage(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/faq");
  const answerLinks = page.locator("details a");
  expect(await answerLinks.count()).toBeGreaterThanOrEqual(5);
  for (const text of await answerLinks.allTextContents()) expect(text).not.toMatch(/^\//);
  await page.locator("details", { hasText: "How is my safety score calculated" }).first().locator("summary").click();
  await expect(page.getByRole("link", { name: "the Driver Score page" })).toHaveAttribute("href", "/driver-score");
});
