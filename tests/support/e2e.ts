/**
 * Shared set-up of the browser tests: storage fixtures,
 * analytics spies, and external destinations answered locally so new tabs
 * can be read without leaving the machine.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { quoteChoiceHref } from "../../core/choice-links";
import type { Locale } from "../../core/locales";

export const PRODUCT = "DriveBee";
export const QUOTE_SITE = "https://quote.drivebee.ae/";

/** The quote page as the Queen Bee section's link opens it (R-OPEN-28): the no-JavaScript quote tests' way in. */
export const queenBeeQuotePage = (locale: Locale) =>
  quoteChoiceHref({ source: "queen_bee", content: "queen_bee_section" }, locale);

/** The query of the broker's link on that page, before any hand-off id (R-CALL-EXT-01, R-HTML-01). */
export const queenBeeBrokerQuery = (locale: Locale) => ({
  internal_source: "queen_bee",
  internal_medium: "cta_button",
  internal_campaign: "quote_request",
  internal_content: "queen_bee_section",
  action: "quote",
  ...(locale === "ar" ? { lang: "ar" } : {}),
});

/** The password of the team accounts the tests make. */
/** The browsers the tests pretend to be. */
export const USER_AGENTS = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

/** A phone: its viewport, touch and all (its user agent is one of USER_AGENTS). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * What axe (WCAG 2.2 A/AA and best practices) finds on the page, or in `include` only, less the
 * rules in `disable`: one line a violation, its rule and where.
 */
export async function axeViolations(
  page: Page,
  { disable = [], include }: { disable?: string[]; include?: string } = {},
): Promise<string[]> {
  // A part hydrated in its turn goes live (is laid out) a frame or more after the page says it has
  // hydrated; until then an off-screen part is skipped by content-visibility, and axe reads no
  // background behind its text (app/components/layout/hydrate-in-turn.tsx). Judge the page laid out.
  await page.waitForFunction(() => document.querySelector("template[data-hydrate-turn]:not([data-live])") === null);
  const builder = new AxeBuilder({ page }).disableRules(disable);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

export const PASSWORD = "correct-horse-battery-staple";

/** `npm run admin:create` (or `admin:revoke`) against the database of the server under test, as an operator runs it. */
export function adminCli(command: "create" | "revoke", email: string) {
  return execFileSync("npm", ["run", "-s", `admin:${command}`, "--", "--email", email], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, ADMIN_PASSWORD: PASSWORD },
    encoding: "utf8",
  });
}

let made = 0;

/** A new admin, made with the CLI as an operator makes one: its e-mail address. */
export function newAdmin(prefix = "ops"): string {
  const email = `${prefix}.${Date.now().toString(36)}${(made++).toString(36)}@drivebee.ae`;
  expect(adminCli("create", email)).toContain("Created admin");
  return email;
}

/**
 * `newAdmin` without waiting for it: the CLI takes a couple of seconds, which a test can spend on
 * its visitor's side meanwhile (await it before signing in).
 */
export async function newAdminMeanwhile(prefix = "ops"): Promise<string> {
  const email = `${prefix}.${Date.now().toString(36)}${(made++).toString(36)}@drivebee.ae`;
  const { stdout } = await promisify(execFile)("npm", ["run", "-s", "admin:create", "--", "--email", email], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, ADMIN_PASSWORD: PASSWORD },
    encoding: "utf8",
  });
  expect(stdout).toContain("Created admin");
  return email;
}

/** Signs in on /auth as the team does (the page must be showing the login form). */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export type RecordedCall = { fn: "gtag" | "fbq"; args: unknown[]; at: number };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    __analytics: RecordedCall[];
  }
}

/** Installs recording gtag/fbq stubs before any page script runs. */
export async function installAnalyticsSpies(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__analytics = [];
    window.gtag = (...args: unknown[]) => window.__analytics.push({ fn: "gtag", args, at: Date.now() });
    window.fbq = (...args: unknown[]) => window.__analytics.push({ fn: "fbq", args, at: Date.now() });
  });
}

/** `items` in localStorage before any script of every page `target` opens from now on. */
export async function presetStorage(target: BrowserContext | Page, items: Record<string, string>) {
  await target.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** "Quiet storage": no banner, no popup, analytics consent granted. */
export async function useQuietStorage(context: BrowserContext) {
  await presetStorage(context, {
    "insurance-banner-dismissed": "true",
    "newsletter-popup-dismissed": "permanent",
    "cookie-consent": "accepted",
  });
}

/** External sites answer locally, so a new tab's URL is observable and nothing leaves the machine. */
export async function routeExternalDestinations(context: BrowserContext) {
  await context.route(
    /^https:\/\/(quote\.drivebee\.ae|wa\.me|apps\.apple\.com|www\.facebook\.com|www\.instagram\.com)\//,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>external" }),
  );
  await context.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => route.abort());
}

export async function recordedEvents(page: Page, name?: string) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined until the recording script has run
  const calls = await page.evaluate(() => window.__analytics ?? []);
  return calls.filter((call) => call.fn === "gtag" && call.args[0] === "event" && (!name || call.args[1] === name));
}

export async function pixelCalls(page: Page) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined until the recording script has run
  const calls = await page.evaluate(() => window.__analytics ?? []);
  return calls.filter((call) => call.fn === "fbq");
}

/** Clicks something that opens a new tab and returns that tab's URL. */
export async function newTabUrl(page: Page, click: () => Promise<void>): Promise<URL> {
  const popupPromise = page.context().waitForEvent("page");
  await click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

/** Waits until the element's animations (a dialog's fade and scale in) have finished: measure and judge what stays on screen. */
export async function settled(element: Locator) {
  await element.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Waits `count` animation frames: whatever the page changed before has been laid out and
 * painted (and any layout shift it caused has been reported).
 */
export async function animationFrames(page: Page, count = 2) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/** Waits until the page's scroll position has stayed put for three animation frames: a smooth scroll has ended. */
export async function scrollStopped(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          if (scrollY === last) still++;
          else {
            last = scrollY;
            still = 0;
          }
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    __jsonRead: string[];
  }
}

/**
 * Before any page script: records the URL of every response whose body a page script has read
 * (its `json()` has resolved). Once a URL is recorded, what the script does with the answer in the
 * same turn has been done, so a test can wait for the answer and then check that nothing came of it.
 */
export async function recordJsonReads(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    window.__jsonRead = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with call(this)
    const json = Response.prototype.json;
    Response.prototype.json = async function (this: Response) {
      const body: unknown = await json.call(this);
      window.__jsonRead.push(this.url);
      return body;
    };
  });
}

/** How many responses whose URL contains `part` the page has read (`recordJsonReads`). */
export function jsonReads(page: Page, part: string): Promise<number> {
  return page.evaluate((part) => window.__jsonRead.filter((url) => url.includes(part)).length, part);
}

/** Hydration is done when React Router has attached its router. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Opens `path` and waits until the page is interactive. */
export async function visit(page: Page, path: string, options?: Parameters<Page["goto"]>[1]) {
  await page.goto(path, options);
  await waitForHydration(page);
}

type Fixtures = {
  /** `test.use({ quietStorage: true })`: every page of the test starts with "quiet storage". */
  quietStorage: boolean;
  quiet: void;
};

/**
 * Elements that reach past either edge of the screen without a scrolling or clipping box
 * around them (a table's own scroll box, a carousel's viewport). A fixed header does not widen
 * the document, so scrollWidth alone would miss a button pushed off-screen there.
 */
export function offScreenElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      // Either edge: a right-to-left page overflows to the left.
      if (box.width === 0 || box.height === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
      // Visually hidden until focused (the skip link): nothing shows, nothing scrolls.
      const style = getComputedStyle(element);
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") continue;
      if (contained(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${element.textContent.trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 5) };
  });
}

/** The pointer leaves `page` through its top edge: the newsletter popup's exit-intent trigger (R-STATE-POPUP-07). */
export const exitIntent = (page: Page) =>
  page.evaluate(() =>
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null, bubbles: true })),
  );

/** Visits `path`, shows exit intent there and returns the newsletter popup named `title`. */
export async function popupOnExitIntent(page: Page, path: string, title: string) {
  await visit(page, path);
  await exitIntent(page);
  return page.getByRole("dialog", { name: title });
}

/** The next POST `page` sends to the server function `name` (/functions/v1/`name`). */
export const functionPost = (page: Page, name: string) =>
  page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/functions/v1/${name}`));

/** The answer to that POST. */
export const functionAnswer = (page: Page, name: string) =>
  page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/functions/v1/${name}`));

/** From now on, every console error and uncaught exception of `page`, each after the URL it happened at. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`));
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** An Arabic letter (R-EDITION-15). */
export const ARABIC = /[\u0600-\u06FF]/;

/** Text with Arabic letters laid out left to right: its punctuation lands on the wrong side (R-EDITION-15). */
export function arabicLeftToRight(page: Page) {
  return page.evaluate((arabic) => {
    const pattern = new RegExp(arabic);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !pattern.test(node.textContent ?? "") || element.closest("script, style, template")) continue;
      if (getComputedStyle(element).direction !== "rtl")
        found.push(`${element.tagName}: ${node.textContent?.trim().slice(0, 60)}`);
    }
    return found;
  }, ARABIC.source);
}

export const test = base.extend<Fixtures>({
  quietStorage: [false, { option: true }],
  quiet: [
    async ({ context, quietStorage }, use) => {
      await installAnalyticsSpies(context);
      await routeExternalDestinations(context);
      if (quietStorage) await useQuietStorage(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
