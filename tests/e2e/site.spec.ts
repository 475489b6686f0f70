/** The site shell: routes, scroll reset, page tracking, consent, redirects and failure recovery (R-ROUTE-*, R-AN-14, R-OPEN-42, 44). */
import { readFileSync } from "node:fs";
import { ANALYTICS } from "../../core/constants";
import { PUBLIC_PATHS } from "../../core/routes";
import {
  PRODUCT,
  expect,
  pageErrors,
  presetStorage,
  recordedEvents,
  test,
  useQuietStorage,
  visit,
} from "../support/e2e";

test.describe("with quiet storage", () => {
  test.use({ quietStorage: true });

  test("R-ROLE-01, R-OPEN-07: every public page renders one H1, the header and the footer, with no console errors", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    for (const path of PUBLIC_PATHS) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(page.getByTestId("site-footer")).toBeAttached();
    }
    expect(errors).toEqual([]);
  });

  test("R-ROUTE-23/25/26, R-ROUTE-META-10: client navigation loads a new chunk, resets scroll, tracks one page view and swaps the metadata", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await visit(page, "/");
    const before = scripts.length;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId("site-footer").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${PRODUCT}`);
    expect(scripts.length).toBeGreaterThan(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://drivebee.ae/about");
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);

    await page.getByTestId("site-footer").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page).toHaveTitle(/FAQ|Frequently/);
    const views = (await recordedEvents(page, "page_view")).map(
      (call) => (call.args[2] as { page_path: string }).page_path,
    );
    expect(views).toEqual(["/", "/about", "/faq"]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  test("R-ROUTE-24: a slow page shows the full-screen loader with 'Loading {product}...'", async ({ page }) => {
    await visit(page, "/");
    await page.route(/\/assets\/blog-index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId("site-footer").getByRole("link", { name: "Blog", exact: true }).click();
    const loader = page.getByTestId("page-loader");
    await expect(loader).toBeVisible();
    await expect(loader).toHaveText(`Loading ${PRODUCT}...`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safer driving, smarter insurance");
    await expect(loader).toHaveCount(0);
  });

  test("R-ROUTE-18, R-OPEN-09: the three short links share one redirect page and go to their destinations", async ({
    page,
  }) => {
    const destinations: Record<string, RegExp> = {
      "/app-store": /^https:\/\/apps\.apple\.com\//,
      "/whatsapp?utm_source=ig": /^https:\/\/wa\.me\/971551234567\?text=.*Source%3A%20whatsapp$/,
      "/whatsapp-promo": /^https:\/\/wa\.me\/971551234567\?text=.*Source%3A%20whatsapp_promo$/,
    };
    for (const [path, destination] of Object.entries(destinations)) {
      await page.goto(path);
      await page.waitForURL(destination);
    }
    await page.goto("/whatsapp?utm_source=ig");
    await page.waitForURL(/wa\.me/);
    await page.goBack();
    expect(page.url()).not.toContain("/whatsapp");
  });

  test("R-ROUTE-19: client navigation to an unknown path shows the not-found page", async ({ page }) => {
    await visit(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page.getByTestId("hero")).toBeVisible();
  });

  test("R-OPEN-37: with storage blocked the home page still works", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException("blocked", "SecurityError");
          },
        });
      }
    });
    await visit(page, "/?utm_source=x");
    await page.getByTestId("hero-cta").click();
    await expect(page.getByRole("dialog", { name: "Get Your Insurance Quote" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("analytics and consent", () => {
  test("R-OPEN-44: nothing is tracked until the visitor accepts; then events flow", async ({ page }) => {
    await presetStorage(page, { "insurance-banner-dismissed": "true", "newsletter-popup-dismissed": "permanent" });
    await page.clock.install();
    await visit(page, "/");
    const notice = page.getByRole("region", { name: "Cookie consent" });
    await expect(notice).toBeVisible();
    await page.getByTestId("site-header").getByRole("button", { name: "Download App" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await recordedEvents(page)).toEqual([]);
    await notice.getByRole("button", { name: "Accept" }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    // Past the duplicate window, so this click is not taken for the one before consent.
    await page.clock.fastForward(ANALYTICS.duplicateWindowMs + 100);
    await page.getByTestId("site-header").getByRole("button", { name: "Download App" }).click();
    expect((await recordedEvents(page, "click")).map((call) => call.args[2])).toContainEqual(
      expect.objectContaining({ event_category: "App Download", event_label: "Download App" }),
    );
  });

  test("R-AN-11: a double click within 1 s is one event; two clicks 1.2 s apart are two", async ({ page, context }) => {
    await useQuietStorage(context);
    await page.clock.install();
    await visit(page, "/");
    const trigger = page.getByTestId("site-header").getByRole("button", { name: "Download App" });
    // A double click: the dialog's code is not loaded yet, so both clicks reach the button.
    await trigger.dblclick();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const count = async () =>
      (await recordedEvents(page, "click")).filter(
        (call) => (call.args[2] as { event_label: string }).event_label === "Download App",
      ).length;
    expect(await count()).toBe(1);
    await page.clock.fastForward(1200);
    await trigger.click();
    expect(await count()).toBe(2);
  });

  test("R-AN-03, R-OPEN-44: events are categorised and never carry personal data", async ({ page, context }) => {
    await useQuietStorage(context);
    await visit(page, "/?utm_source=newsletter&utm_content=a@b.com");
    await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
    const events = await recordedEvents(page);
    expect(events.map((call) => call.args[2])).toContainEqual(
      expect.objectContaining({ event_category: "CTA", event_label: "Get Quote" }),
    );
    expect(JSON.stringify(events)).not.toContain("@");
  });
});

test.describe("performance choices that users can feel", () => {
  test.use({ quietStorage: true });

  test("R-OPEN-07: FAQ answers are in the page and open with the keyboard, even with JavaScript off", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    const question = page.locator("summary", { hasText: "How much cashback can I earn?" });
    const answer = page.locator("details", { has: question }).locator("p");
    await expect(answer).toBeHidden();
    await expect(answer).toContainText("up to 25%");
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
    await context.close();
  });

  test("R-OPEN-07: several FAQ answers can be open at once after hydration", async ({ page }) => {
    await visit(page, "/faq");
    for (const text of ["How is cashback paid?", "What are points?"])
      await page.locator("summary", { hasText: text }).click();
    await expect(page.locator("details[open]")).toHaveCount(2);
  });

  test("R-HOME-HIW-06: the carousels load their code when they come near the screen, not with the page", async ({
    page,
  }) => {
    const carouselCode: string[] = [];
    page.on("request", (request) => request.url().includes("embla") && carouselCode.push(request.url()));
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(carouselCode).toEqual([]);
    await page.locator("#how-it-works").scrollIntoViewIfNeeded();
    await expect.poll(() => carouselCode.length).toBe(1);
  });

  test("R-CALL-01: a page view asks for no CSRF token until the visitor reaches the newsletter form", async ({
    page,
  }) => {
    const tokenRequests: string[] = [];
    page.on(
      "request",
      (request) => request.url().includes("/functions/v1/csrf-token") && tokenRequests.push(request.url()),
    );
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(tokenRequests).toEqual([]);
    await page.getByTestId("site-footer").getByRole("textbox", { name: "Email address" }).focus();
    await expect.poll(() => tokenRequests.length).toBe(1);
  });
});

test("R-RUN-01/02: the server the tests start runs on the Node that package.json pins, and /api/health says so", async ({
  request,
}) => {
  const packageJson = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  const pinned = (JSON.parse(packageJson) as { dependencies: { node: string } }).dependencies.node;
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { node: string }).node).toBe(pinned);
});
