/**
 * Offline (R-CALL-12, R-OPEN-52): after one visit, the home page and the
 * last articles read open without a network; a page never read is the offline
 * page of its edition (R-OPEN-56, 57); the server functions are never answered
 * from a cache; a page opened from a signed link is kept in no cache (R-SAFE-04).
 */
import type { Page } from "@playwright/test";
import { LOCALE_INFO } from "../../core/locales";
import { OFFLINE_COPY } from "../../core/offline-copy";
import { offlinePath } from "../../core/pages";
import { pageCopy } from "../../core/page-copy";
import { phoneDigits, siteConfig } from "../../site.config";
import { ARABIC, arabicLeftToRight, expect, test, visit, waitForHydration } from "../support/e2e";
import { confirmLink, signUp, unsubscribeLink } from "../support/newsletter";

/** The home page, once the service worker controls it. */
async function homeUnderServiceWorker(page: Page) {
  await visit(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL in the page's Cache Storage, whichever cache holds it. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test.use({ serviceWorkers: "allow" });

test("after one visit the home page and the last article read open offline", async ({ page, context }) => {
  await homeUnderServiceWorker(page);

  // An article, read while online (the service worker now controls the page).
  await page.goto("/blog/sarah-journey");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const articleTitle = await page.getByRole("heading", { level: 1 }).textContent();

  await context.setOffline(true);
  await page.goto("/");
  await expect(page.locator("#hero-heading")).toHaveText("Save 25% on Car Insurance");
  await waitForHydration(page);
  await page.goto("/blog/sarah-journey");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleTitle!);

  // Server functions are network-only: offline they fail, never an old answer.
  const health = await page.evaluate(async () => {
    try {
      const response = await fetch("/functions/v1/newsletter-signup");
      return `answered ${response.status}`;
    } catch {
      return "failed";
    }
  });
  expect(health).toBe("failed");
  await context.setOffline(false);
});

test("R-OPEN-56, 57: offline, a page never read is the offline page of its edition: what still opens, our phone and WhatsApp, and a retry that works once back online", async ({
  page,
  context,
}) => {
  await homeUnderServiceWorker(page);
  // An article read while online: the offline page lists it as one that still opens.
  await page.goto("/blog/sarah-journey");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const articleTitle = (await page.title()).replace(` – ${siteConfig.name}`, "");
  const articleHeading = await page.getByRole("heading", { level: 1 }).textContent();

  await context.setOffline(true);
  const en = OFFLINE_COPY.en;
  await page.goto("/faq");
  expect(new URL(page.url()).pathname).toBe("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.heading);
  await expect(page).toHaveTitle(`${en.title} – ${siteConfig.name}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(en.works)).toBeVisible();
  await expect(page.getByRole("link", { name: siteConfig.phone })).toHaveAttribute(
    "href",
    `tel:+${phoneDigits(siteConfig.phone)}`,
  );
  await expect(page.getByRole("link", { name: en.whatsapp })).toHaveAttribute(
    "href",
    `https://wa.me/${phoneDigits(siteConfig.whatsappNumber)}`,
  );
  const read = page.getByRole("region", { name: en.readHeading });
  await expect(read.getByRole("link", { name: articleTitle, exact: true })).toHaveAttribute(
    "href",
    "/blog/sarah-journey",
  );
  // What it lists does open offline.
  await read.getByRole("link", { name: articleTitle, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleHeading!);

  // An Arabic page never read: the Arabic offline page, Arabic from its title to its last line.
  const ar = OFFLINE_COPY.ar;
  await page.goto("/ar/faq");
  expect(new URL(page.url()).pathname).toBe("/ar/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO.ar.lang);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.title()).toMatch(ARABIC);
  await expect(page.getByRole("link", { name: ar.whatsapp })).toBeVisible();
  await expect(page.getByRole("link", { name: siteConfig.phone })).toBeVisible();
  // No Arabic page was read: nothing to list, and no English page is offered instead.
  await expect(page.getByRole("region", { name: ar.readHeading })).toHaveCount(0);
  expect(await arabicLeftToRight(page)).toEqual([]);

  // Back online, "Try again" opens the page that failed.
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.heading);
  await context.setOffline(false);
  await page.getByRole("link", { name: en.retry }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy.faq.heading);
});

test("R-OPEN-57: the offline pages are served at their own paths too, noindex", async ({ request }) => {
  for (const locale of ["en", "ar"] as const) {
    const response = await request.get(offlinePath(locale));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<h1>${OFFLINE_COPY[locale].heading}</h1>`);
  }
  // Precached at install, whatever page the visitor opens first.
  const sw = await (await request.get("/sw.js")).text();
  expect(sw).toContain('{url:"/offline",revision:');
  expect(sw).toContain('{url:"/ar/offline",revision:');
});

test("R-SAFE-04: the pages of a newsletter's signed links are never kept: no URL with a token lands in Cache Storage", async ({
  page,
  request,
}) => {
  await homeUnderServiceWorker(page);
  const email = `sw.${Date.now().toString(36)}@example.com`;
  expect(await signUp(request, email)).toBe(201);
  for (const link of [await confirmLink(email), await unsubscribeLink(email)]) {
    await page.goto(link);
    await expect(page.getByTestId("newsletter-link-page")).toBeVisible();
  }
  // A bare page after them is kept, as pages are: by the time it is, theirs would be too.
  await page.goto("/about");
  await expect.poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === "/about")).toBe(true);
  expect((await cachedUrls(page)).filter((url) => new URL(url).searchParams.has("token"))).toEqual([]);
});

test("every script the home page can load, its on-demand parts and their imports included, is precached", async ({
  request,
}) => {
  const sw = await (await request.get("/sw.js")).text();
  const html = await (await request.get("/")).text();
  const queue = [...html.matchAll(/["(](\/assets\/[\w.-]+\.js)/g)].map((match) => match[1]!);
  const reachable = new Set<string>();
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (reachable.has(url)) continue;
    reachable.add(url);
    const code = await (await request.get(url)).text();
    // Static and dynamic imports between chunks are written "./name.js"; Vite's preload lists "assets/name.js".
    for (const [, name] of code.matchAll(/["'](?:\.\/|assets\/)([\w.-]+\.js)["']/g)) queue.push(`/assets/${name}`);
  }
  // Offline, a chunk the shell needs but the cache lacks shows the error view instead of the page.
  expect([...reachable].filter((url) => !sw.includes(`"${url}"`))).toEqual([]);
  expect(reachable.size).toBeGreaterThan(10);
});

test("/sw.js is served fresh, never cached for long", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const body = await response.text();
  // The shell is precached, and the API paths are excluded from the page cache.
  expect(body).toContain('{url:"/",revision:');
  expect(body).toContain("api|functions|rest");
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
});
