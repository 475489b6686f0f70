/** The home page top to bottom, at phone and desktop widths (R-HOME-*). */
import type { Page } from "@playwright/test";
import { appScreens } from "../../app/data/home";
import { en } from "../../app/i18n/messages/en";
import {
  PRODUCT,
  QUOTE_SITE,
  animationFrames,
  expect,
  newTabUrl,
  presetStorage,
  recordedEvents,
  scrollStopped,
  test,
  useQuietStorage,
  visit,
  waitForHydration,
} from "../support/e2e";

test.describe("sticky banner", () => {
  test.beforeEach(({ context }) =>
    presetStorage(context, { "newsletter-popup-dismissed": "permanent", "cookie-consent": "accepted" }),
  );

  test("R-HOME-BANNER-01..03, R-HEADER-06: shows its label and text, stays at the top, and the header sits below it", async ({
    page,
  }) => {
    await visit(page, "/");
    const banner = page.getByTestId("sticky-banner");
    await expect(banner).toContainText("SAVE NOW");
    await expect(banner).toContainText(`Get up to 25% cashback on car insurance with ${PRODUCT}`);
    await expect(banner).toHaveAttribute("data-phase", "shown");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await banner.boundingBox())!.y).toBe(0);
    const bannerBox = await banner.boundingBox();
    await expect
      .poll(async () => (await page.getByTestId("site-header").boundingBox())!.y)
      .toBeCloseTo(bannerBox!.height, 0);
  });

  test("R-HOME-BANNER-04, R-STATE-BANNER-05: Get Quote opens the quote site directly with source sticky_banner", async ({
    page,
  }) => {
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/handoffs") beacons.push(request.postData() ?? "");
    });
    await visit(page, "/?utm_source=google");
    const url = await newTabUrl(page, () =>
      page.getByTestId("sticky-banner").getByRole("link", { name: "Get Quote" }).click(),
    );
    // R-FUNNEL-17: the press is a hand-off, its id the link's last parameter and its record sent by the page.
    const handoffId = url.searchParams.get("handoff_id");
    expect(handoffId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...url.searchParams.keys()].at(-1)).toBe("handoff_id");
    await expect.poll(() => beacons.length).toBe(1);
    expect(JSON.parse(beacons[0]!)).toMatchObject({
      handoff_id: handoffId,
      kind: "quote_online",
      surface: "sticky_banner",
      source: "sticky_banner",
      medium: "banner",
      utm_source: "google",
    });
    expect(url.href.startsWith(QUOTE_SITE)).toBe(true);
    expect(url.searchParams.get("internal_source")).toBe("sticky_banner");
    expect(url.searchParams.get("internal_medium")).toBe("banner");
    expect(url.searchParams.get("internal_campaign")).toBe("quote_request");
    expect(url.searchParams.get("action")).toBe("quote");
    expect(url.searchParams.get("utm_source")).toBe("google");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await recordedEvents(page, "banner_show")).toHaveLength(1);
    expect(await recordedEvents(page, "banner_click")).toHaveLength(1);
    expect(await recordedEvents(page, "quote_request")).toHaveLength(1);
  });

  test("R-STATE-BANNER-04, R-OPEN-36: dismissing slides it out, hides it after 300 ms and remembers it", async ({
    page,
  }) => {
    await visit(page, "/");
    const banner = page.getByTestId("sticky-banner");
    await banner.getByRole("button", { name: "Dismiss offer banner" }).click();
    await expect(banner).toHaveAttribute("data-phase", "leaving");
    await expect(banner).toHaveCount(0, { timeout: 1000 });
    expect(await page.evaluate(() => localStorage.getItem("insurance-banner-dismissed"))).toBe("true");
    await expect.poll(async () => (await page.getByTestId("site-header").boundingBox())!.y).toBe(0);
    expect(await recordedEvents(page, "banner_dismiss")).toHaveLength(1);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("sticky-banner")).toHaveCount(0);
  });

  test("R-STATE-BANNER-02: a dismissed banner never appears, not even for a frame", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("insurance-banner-dismissed", "true");
      (window as unknown as { __bannerSeen: boolean }).__bannerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="sticky-banner"]'))
          (window as unknown as { __bannerSeen: boolean }).__bannerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, "/");
    // The banner has decided (it marks the page once it has read the dismissal), and the frames after are drawn.
    await expect(page.locator("html")).toHaveAttribute("data-banner", "hidden");
    await animationFrames(page);
    expect(await page.evaluate(() => (window as unknown as { __bannerSeen: boolean }).__bannerSeen)).toBe(false);
  });

  test("R-OPEN-36: the banner shows on Home only", async ({ page }) => {
    await visit(page, "/about");
    await expect(page.getByTestId("sticky-banner")).toHaveCount(0);
  });
});

test.describe("header", () => {
  test.use({ quietStorage: true });

  test("R-HEADER-01/02, R-OPEN-34: desktop links, the More menu and the home anchor", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByTestId("site-header");
    for (const [name, href] of [
      ["Features", "/features"],
      ["Driver Score", "/driver-score"],
      ["Queen Bee", "/queen-bee-competition"],
      ["How It Works", "/how-it-works"],
      ["Success Stories", "/success-stories"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.getByRole("link", { name: `${PRODUCT} home` })).toHaveAttribute("href", "/");
    await header.getByRole("button", { name: "More" }).hover();
    for (const [name, href] of [
      ["Member stories", "/#testimonials"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await header.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  });

  test("R-HEADER-01/07: phones never load the desktop menu's code; a wide screen loads it and keeps the same links in place", async ({
    page,
  }) => {
    const menuChunks: string[] = [];
    page.on(
      "request",
      (request) => /\/assets\/desktop-nav-[\w-]+\.js$/.test(request.url()) && menuChunks.push(request.url()),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "FAQ" })).toBeVisible();
    expect(menuChunks).toEqual([]);

    const header = page.getByTestId("site-header");
    const features = header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" });
    // Hold the menu's code to see the plain links first: reaching for "More" early opens it once the code is in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/desktop-nav-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => menuChunks.length).toBe(1);
    const plain = await features.boundingBox();
    expect(plain?.width).toBeGreaterThan(0);
    await header.getByRole("button", { name: "More" }).hover();
    release();
    await expect(header.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    expect(await features.boundingBox()).toEqual(plain);
  });

  test("R-HEADER-05: opaque after more than 10 px of scroll, transparent again at the top", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByTestId("site-header");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-opaque", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-opaque", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-opaque", "false");
  });

  test("R-HEADER-07: the menu toggle shows below 1280 px and the inline links from 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1279, height: 900 });
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toggle).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("R-HEADER-03/04: on Home an anchor scrolls smoothly; elsewhere it navigates to the section", async ({
    page,
  }) => {
    await visit(page, "/");
    // The scroll position in every frame from the click on: a smooth scroll passes through several.
    await page.evaluate(() => {
      const samples: number[] = [];
      Object.assign(window, { __scrollSamples: samples });
      const frame = () => {
        samples.push(scrollY);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.getByTestId("site-header").getByRole("button", { name: "More" }).hover();
    await page.getByTestId("site-header").getByRole("link", { name: "Member stories" }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await scrollStopped(page);
    const samples = await page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
    expect(new Set(samples.filter((y) => y > 0)).size).toBeGreaterThan(2);
    await expect(page.locator("#testimonials")).toBeInViewport();

    await visit(page, "/about");
    await page.getByTestId("site-header").getByRole("button", { name: "More" }).hover();
    await page.getByTestId("site-header").getByRole("link", { name: "Member stories" }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator("#testimonials")).toBeInViewport();
    const headerBottom = await page.getByTestId("site-header").evaluate((el) => el.getBoundingClientRect().bottom);
    const sectionTop = await page.locator("#testimonials").evaluate((el) => el.getBoundingClientRect().top);
    expect(sectionTop).toBeGreaterThanOrEqual(headerBottom - 2);
  });

  test.describe("phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("R-HEADER-08/09/10: the mobile menu toggles, holds every link, closes on navigation; Get Quote and Download App work", async ({
      page,
    }) => {
      await visit(page, "/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      for (const href of [
        "/",
        "/features",
        "/driver-score",
        "/queen-bee-competition",
        "/how-it-works",
        "/success-stories",
        "/#testimonials",
        "/blog",
        "/about",
        "/faq",
        "/contact",
      ]) {
        await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await menu.getByRole("button", { name: "Download App" }).click();
      await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByTestId("site-header").getByRole("button", { name: "Get Quote" }).click();
      await expect(page.getByRole("dialog", { name: "Get Your Insurance Quote" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });

    test("the open mobile menu keeps focus and scrolling to itself; Escape closes it and returns focus to its button", async ({
      page,
    }) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const close = page.getByRole("button", { name: "Close menu" });
      await expect(close).toBeFocused();
      // Forty Tabs go round the header and its menu more than once, never into the page behind.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const inHeader = await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || !!active.closest("[data-testid=site-header]");
        });
        expect(inHeader, `Tab ${i + 1}`).toBe(true);
      }
      await page.mouse.move(200, 700);
      // The wheel reaches the page, and the frames in which a scroll would show are drawn: the page stays put.
      await page.evaluate(() => {
        const wheeled = new Promise<void>((resolve) =>
          addEventListener("wheel", () => resolve(), { once: true, capture: true }),
        );
        Object.assign(window, { __wheeled: wheeled });
      });
      await page.mouse.wheel(0, 800);
      await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled);
      await animationFrames(page, 5);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
      expect(await page.locator("[inert]").count()).toBe(0);
    });
  });
});

test.describe("hero", () => {
  test.use({ quietStorage: true });

  test("R-HOME-HERO-01/02/06/07: default headline, sub-text, trust badges, calculator and logos", async ({ page }) => {
    await visit(page, "/");
    const hero = page.getByTestId("hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Save 25% on Car Insurance");
    await expect(hero.getByTestId("hero-subheadline")).toHaveText(
      `Are you a good driver? Prove it with ${PRODUCT} and get up to 25% Cashback on your insurance.`,
    );
    for (const badge of ["Insurance Partner Verified", "Real Cashback Rewards", "3-Minute Setup"]) {
      await expect(hero.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(hero.getByRole("slider")).toBeVisible();
    const alts = await hero
      .getByTestId("insurer-strip")
      .locator("img")
      .evaluateAll((imgs) => [...new Set(imgs.map((img) => (img as HTMLImageElement).alt).filter(Boolean))].sort());
    expect(alts).toEqual(
      [
        "ADNIC",
        "AFNIC",
        "Al Sagr",
        "GIG Gulf",
        "Orient",
        "QIC",
        "Salama Takaful",
        "Sukoon",
        "Tokio Marine",
        "Watania Takaful",
      ].sort(),
    );
    await expect(hero).toContainText("Works with all insurance companies");
  });

  test("the hero is drawn whole or not at all: with the HTML held up inside it, the first frame has all of it and nothing in it shifts (no flash, docs/decisions/007-ab-experiments.md)", async ({
    page,
  }) => {
    // A slow network or a busy phone can stop the parser anywhere; here it stops just before the
    // calculator, held by a script that is answered once a frame is drawn (2 s at most without one).
    let frameDrawn!: () => void;
    const drawn = new Promise<void>((resolve) => (frameDrawn = resolve));
    await page.exposeFunction("__heroFrameDrawn", () => frameDrawn());
    await page.addInitScript(() => {
      const w = window as unknown as { __heroFrames: string[]; __heroShift: number; __heroFrameDrawn: () => void };
      w.__heroFrames = [];
      w.__heroShift = 0;
      const frame = () => {
        const hero = document.querySelector("[data-testid=hero]");
        // Whole: the parser is past the hero's end tag (it has a next sibling), or at its last node, the empty end mark.
        const whole =
          hero &&
          (hero.nextSibling !== null || hero.lastElementChild?.id === "hero-end" || document.readyState !== "loading");
        const state = !hero ? "no hero" : whole ? "whole" : "part";
        if (w.__heroFrames[w.__heroFrames.length - 1] !== state) w.__heroFrames.push(state);
        if (hero) w.__heroFrameDrawn();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          const hero = document.querySelector("[data-testid=hero]");
          if (!hero || entry.sources?.some((source) => source.node && hero.contains(source.node)))
            w.__heroShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.route("**/hold-the-parser.js", async (route) => {
      await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const calculator = html.lastIndexOf("<div", html.indexOf('data-testid="cashback-calculator"'));
      expect(calculator).toBeGreaterThan(html.indexOf('data-testid="hero"'));
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({
        response,
        headers,
        body: `${html.slice(0, calculator)}<script src="/hold-the-parser.js"></script>${html.slice(calculator)}`,
      });
    });
    await visit(page, "/");
    const { frames, shift } = await page.evaluate(() => {
      const w = window as unknown as { __heroFrames: string[]; __heroShift: number };
      return { frames: w.__heroFrames, shift: w.__heroShift };
    });
    expect(frames).toEqual(["whole"]);
    expect(shift).toBe(0);
  });

  test("R-HOME-HERO-03/04: the CTA label switches live at 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await visit(page, "/");
    const cta = page.getByTestId("hero-cta");
    await expect(cta).toHaveText("Get your Quote");
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(cta).toHaveText("Get your Quote and Start Earning!");
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(cta).toHaveText("Get your Quote and Start Earning!");
  });

  test("R-HOME-CALC-01..03, R-OPEN-48: the calculator steps by 500 from the keyboard and shows 25%", async ({
    page,
  }) => {
    await visit(page, "/");
    const slider = page.getByRole("slider");
    await expect(slider).toHaveAttribute("aria-valuemin", "1000");
    await expect(slider).toHaveAttribute("aria-valuemax", "15000");
    await expect(slider).toHaveAttribute("aria-valuenow", "9000");
    await expect(page.getByTestId("calc-premium")).toHaveText("AED 9,000");
    await expect(page.getByTestId("calc-cashback")).toHaveText("AED 2,250");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "9500");
    await expect(page.getByTestId("calc-cashback")).toHaveText("AED 2,375");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "15000");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "15000");
    await expect(page.getByTestId("calc-premium")).toHaveText("AED 15,000");
    await expect(page.getByTestId("calc-cashback")).toHaveText("AED 3,750");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "1000");
    await expect(page.getByTestId("calc-cashback")).toHaveText("AED 250");
  });

  test("R-HOME-CALC-04, R-STATE-CALC-01: the numbers animate through intermediate values", async ({ page }) => {
    await visit(page, "/");
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __premiums: string[] }).__premiums = seen;
      const output = document.querySelector('[data-testid="calc-premium"]')!;
      new MutationObserver(() => seen.push(output.textContent)).observe(output, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole("slider").focus();
    await page.keyboard.press("End");
    await expect(page.getByTestId("calc-premium")).toHaveText("AED 15,000");
    const seen = await page.evaluate(() => (window as unknown as { __premiums: string[] }).__premiums);
    const distinct = new Set(seen);
    expect(distinct.size).toBeGreaterThan(2);
    expect(distinct.size).toBeLessThanOrEqual(20);
  });

  test("R-STATE-LOGO-01..03, R-OPEN-53: the logo strip moves, pauses on hover, and stays still with reduced motion", async ({
    page,
    browser,
  }) => {
    await visit(page, "/");
    const track = page.getByTestId("insurer-track");
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const playState = () => track.evaluate((el) => el.getAnimations()[0]?.playState);
    // It starts after its delay, then keeps moving.
    await expect.poll(offset).not.toBe(0);
    const first = await offset();
    await expect.poll(offset).not.toBe(first);
    // The strip never stands still, so move the mouse there rather than wait for it to settle.
    const box = (await page.getByTestId("insurer-strip").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(playState).toBe("paused");
    const paused = await offset();
    await animationFrames(page, 5);
    expect(await offset()).toBe(paused);
    const animation = await track.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe("30s");

    const reduced = await browser.newContext({ reducedMotion: "reduce" });
    const still = await reduced.newPage();
    await visit(still, page.url());
    expect(await still.getByTestId("insurer-track").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(still.getByRole("button", { name: "Pause the insurer logos" })).toBeHidden();
    await reduced.close();
  });

  test("WCAG 2.2.2: a visible button pauses and plays the logo strip, by keyboard and by touch, on a phone", async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await useQuietStorage(phone);
    const page = await phone.newPage();
    await visit(page, "/");
    const track = page.getByTestId("insurer-track");
    const offset = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const pause = page.getByRole("button", { name: "Pause the insurer logos" });
    await expect(pause).toBeVisible();
    // The strip starts after its 1 s delay (R-STATE-LOGO-01); paused inside the delay, it would wait out the rest after Play.
    await expect.poll(offset).not.toBe(0);
    await pause.tap();
    await expect.poll(() => track.evaluate((el) => el.getAnimations()[0]?.playState)).toBe("paused");
    const stopped = await offset();
    await animationFrames(page, 5);
    expect(await offset()).toBe(stopped);
    const play = page.getByRole("button", { name: "Play the insurer logos" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(pause).toBeFocused();
    await page.mouse.move(0, 0);
    const moving = await offset();
    await expect.poll(offset).not.toBe(moving);
    await phone.close();
  });
});

/** The parts under the hero, and the footer, in the order their turns come (docs/decisions/008-performance.md). */
const TURNS = [
  "how-it-works",
  "ready-to-save",
  "app-in-action",
  "experience",
  "queen-bee",
  "two-paths",
  "testimonials",
  "footer",
];
/** The chunks that hold those parts' code. */
const PART_CHUNKS = [
  "how-it-works-section",
  "ready-to-save-section",
  "app-in-action-section",
  "experience-section",
  "queen-bee-section",
  "two-paths-section",
  "testimonials-section",
  "site-footer",
];

/** Holds back every request for the parts' chunks until `release`. */
function holdPartChunks(page: Page) {
  const urls: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`/assets/(?:${PART_CHUNKS.join("|")})-[\\w-]{8}\\.js$`);
  void page.route(pattern, async (route) => {
    urls.push(route.request().url());
    await released;
    await route.continue();
  });
  return { urls: () => [...urls], release };
}

/**
 * Before any script: remembers every prerendered element of the parts hydrated in
 * turn, and the order in which the parts go live. A part's marker takes `data-live`
 * once the part has hydrated and its effects have run (app.css then lays it out like any
 * other); a part rendered afresh instead of hydrated brings a new marker, live from the
 * start, and never counts here.
 */
async function recordPrerenderedParts(page: Page) {
  await page.addInitScript(() => {
    const seen = { elements: [] as Element[], turns: [] as string[] };
    Object.assign(window, { __seen: seen });
    document.addEventListener("DOMContentLoaded", () => {
      const markers = [...document.querySelectorAll("template[data-hydrate-turn]")];
      seen.elements = markers.flatMap((marker) => {
        const part = marker.nextElementSibling!;
        return [part, ...part.querySelectorAll("*")];
      });
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (!(target instanceof Element) || !markers.includes(target) || !target.hasAttribute("data-live")) continue;
          const id = target.getAttribute("data-hydrate-turn")!;
          if (!seen.turns.includes(id)) seen.turns.push(id);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-live"] });
    });
  });
}

/** Each part hydrated in turn, with whether the browser may leave it out of layout (`content-visibility`). */
function partLayout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("template[data-hydrate-turn]")].map((marker) => [
      marker.getAttribute("data-hydrate-turn"),
      getComputedStyle(marker.nextElementSibling!).contentVisibility,
    ]),
  );
}

/**
 * Once the scrolling has stopped: the section starts under the header (its scroll margin
 * also leaves room for the banner, which the first paint shows), or the page is at its end.
 */
async function landedOn(page: Page, selector: string) {
  await scrollStopped(page);
  return page.evaluate((selector) => {
    const top = document.querySelector(selector)!.getBoundingClientRect().top;
    const header = document.querySelector("[data-testid=site-header]")!.getBoundingClientRect().bottom;
    const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    return (top >= header - 2 && top <= header + 100) || (atEnd && top >= header - 2);
  }, selector);
}

/** The prerendered elements no longer in the page, and the turns taken so far. */
function prerenderedParts(page: Page) {
  return page.evaluate(() => {
    const seen = (window as unknown as { __seen: { elements: Element[]; turns: string[] } }).__seen;
    return {
      lost: seen.elements.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120)),
      turns: [...seen.turns],
      total: seen.elements.length,
    };
  });
}

test.describe("sections", () => {
  test.use({ quietStorage: true });

  test("R-HOME-ORDER-01: the sections appear in the order of the spec", async ({ page }) => {
    await visit(page, "/");
    const headings = [
      page.getByTestId("site-header"),
      page.getByTestId("hero"),
      page.locator("#how-it-works"),
      page.getByRole("heading", { name: "Ready to Save on Insurance?" }),
      page.getByRole("heading", { name: `${PRODUCT} in Action` }),
      page.getByRole("heading", { name: `Experience ${PRODUCT} Today` }),
      page.locator("#queen-bee"),
      page.getByRole("heading", { name: "Two ways to start" }),
      page.locator("#testimonials"),
      page.getByTestId("site-footer"),
    ];
    const positions: number[] = [];
    for (const locator of headings.slice(1)) {
      positions.push(await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
    }
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test("the sections under the hero and the footer hydrate one by one, in page order, keeping every prerendered element", async ({
    page,
  }) => {
    await recordPrerenderedParts(page);
    await visit(page, "/");
    const { lost, total } = await prerenderedParts(page);
    expect(total).toBeGreaterThan(300);
    expect(lost).toEqual([]);
    await expect.poll(async () => (await prerenderedParts(page)).turns).toEqual(TURNS);
    // Hydrated means working: the footer's newsletter form, the last part to hydrate, checks its field.
    await page.locator("#newsletter").getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.locator("#newsletter-email-error")).toHaveText("Email is required");
  });

  test("the sections' and the footer's code is not in the first download; held back, their prerendered HTML stays while the first screen is used", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held = holdPartChunks(page);
    await recordPrerenderedParts(page);
    await page.addInitScript(() => localStorage.removeItem("cookie-consent"));
    await page.goto("/");
    // The first screen is live without them: consent is given, the menu opens and closes, the quote dialog opens.
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("hero").getByRole("button", { name: /Get/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Get Your Insurance Quote" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // Each part's code was asked for once the first screen was live, and is held.
    await expect
      .poll(() =>
        held
          .urls()
          .map((url) => url.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, ""))
          .sort(),
      )
      .toEqual([...PART_CHUNKS].sort());
    const waiting = await prerenderedParts(page);
    expect(waiting.lost).toEqual([]);
    expect(waiting.turns).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    held.release();
    await waitForHydration(page);
    await expect.poll(async () => (await prerenderedParts(page)).turns).toEqual(TURNS);
    expect((await prerenderedParts(page)).lost).toEqual([]);
    await page.locator("#newsletter").getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.locator("#newsletter-email-error")).toHaveText("Email is required");
  });

  test("the toasters mount at the first toast, with their code on the device from the first idle moment (docs/decisions/008-performance.md)", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    const sonnerSheets = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("style")].filter((style) => style.textContent.includes("[data-sonner-toaster]"))
            .length,
      );
    // Loaded (sonner adds its sheet as it loads), not mounted.
    await expect.poll(sonnerSheets).toBe(1);
    expect(await page.locator("[data-sonner-toaster]").count()).toBe(0);
    // The first toast mounts them: the newsletter's thanks.
    await page.locator("#newsletter-email").fill("first.toast@example.com");
    await page.locator("#newsletter").getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText(en.chrome.newsletter.success)).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(1);
  });

  test("a client navigation to Home waits for the sections' code and shows the page whole", async ({ page }) => {
    await visit(page, "/about");
    const held = holdPartChunks(page);
    // From here on, record any moment the hero is on the page without the last section.
    await page.evaluate(() => {
      const state = { partial: 0, whole: 0 };
      Object.assign(window, { __home: state });
      new MutationObserver(() => {
        if (!document.querySelector("[data-testid=hero]")) return;
        if (document.querySelector("#testimonials")) state.whole++;
        else state.partial++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId("site-header").getByRole("link", { name: /home/i }).first().click();
    await expect.poll(() => held.urls().length).toBeGreaterThan(0);
    // The navigation is under way and waits: its loader shows over the page it leaves.
    await expect(page.getByTestId("page-loader")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/About/);
    held.release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#testimonials")).toBeVisible();
    const home = await page.evaluate(
      () => (window as unknown as { __home: { partial: number; whole: number } }).__home,
    );
    expect(home.partial).toBe(0);
    expect(home.whole).toBeGreaterThan(0);
  });

  test("until its turn is over a part is left out of layout off screen; then every part is laid out", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held = holdPartChunks(page);
    await page.goto("/");
    await expect.poll(() => held.urls().length).toBe(PART_CHUNKS.length);
    expect(await partLayout(page)).toEqual(TURNS.map((id) => [id, "auto"]));
    held.release();
    await waitForHydration(page);
    await expect.poll(() => partLayout(page)).toEqual(TURNS.map((id) => [id, "visible"]));
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px, a page opened at a section, reloaded, or sent to an anchor lands there while its parts are left out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      // Opened at a section, the parts' code held back: the browser's own jump lands on the section.
      const held = holdPartChunks(page);
      await page.goto("/#testimonials");
      await expect.poll(() => held.urls().length).toBe(PART_CHUNKS.length);
      await expect.poll(() => landedOn(page, "#testimonials")).toBe(true);
      held.release();
      await waitForHydration(page);

      // Reloaded halfway down: the browser restores the place before the parts are live.
      await page.goto("/");
      await waitForHydration(page);
      await page
        .locator("#queen-bee")
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 200));
      await expect
        .poll(() => page.locator("#queen-bee").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(200);
      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(() => page.locator("#queen-bee").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(200);

      // An anchor on Home, clicked before the parts are live (on a phone, in the menu).
      const heldAgain = holdPartChunks(page);
      await page.goto("/");
      await expect.poll(() => heldAgain.urls().length).toBe(PART_CHUNKS.length);
      if (width < 800) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Member stories" }).click();
      } else {
        await page.getByTestId("site-header").getByRole("button", { name: "More" }).hover();
        await page.getByTestId("site-header").getByRole("link", { name: "Member stories" }).click();
      }
      await expect.poll(() => landedOn(page, "#testimonials"), { timeout: 5000 }).toBe(true);
      heldAgain.release();
    });
  }

  test("R-HOME-HIW-01/02/04/05/06: four steps with their claims, arrows on desktop that loop, then the stats", async ({
    page,
  }) => {
    await visit(page, "/");
    const section = page.locator("#how-it-works");
    const cards = section.getByTestId("how-it-works-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("h3")).toHaveText(["Get Insured", "Drive Safe", "See Results", "Earn Rewards"]);
    await expect(cards.nth(0)).toContainText("20+");
    await expect(cards.nth(3)).toContainText("25%");
    await expect(section.getByRole("button", { name: /^Go to slide/ })).toBeHidden();
    const prev = section.getByRole("button", { name: /^Previous slide/ });
    await expect(prev).toBeVisible();
    await expect(section.getByRole("button", { name: /^Next slide/ })).toBeVisible();
    const trackLeft = await section
      .locator(".overflow-hidden")
      .first()
      .evaluate((el) => el.getBoundingClientRect().left);
    const firstLeft = await cards.nth(0).evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs(firstLeft - trackLeft)).toBeLessThan(2);
    await prev.click();
    // Looping: "previous" from the first card brings the fourth to the start of the track.
    await expect
      .poll(async () => Math.abs((await cards.nth(3).evaluate((el) => el.getBoundingClientRect().left)) - trackLeft))
      .toBeLessThan(2);
    for (const [figure, label] of [
      ["1,000+", "Members"],
      ["25%", "Max Potential Cashback"],
      ["95", "Safety Score Leaders"],
    ] as const) {
      await expect(section.locator("dl").getByText(figure, { exact: true })).toBeVisible();
      await expect(section.locator("dl").getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("R-HOME-ACTION-01..03: six app screens in order, each with alt text, looping", async ({ page }) => {
    await visit(page, "/");
    const section = page.locator("#app");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(`${PRODUCT} in Action`);
    const slides = section.getByTestId("app-screen");
    // The six screens of R-HOME-ACTION-02, as app/data/content-data.test.ts pins them.
    await expect(slides.locator("h3")).toHaveText(appScreens.map((screen) => screen.title));
    await section.scrollIntoViewIfNeeded();
    await expect(slides.first().getByRole("img")).toHaveAttribute("aria-label", /AI Safety Coach/);
    const trackLeft = await section
      .locator(".overflow-hidden")
      .first()
      .evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs((await slides.nth(0).evaluate((el) => el.getBoundingClientRect().left)) - trackLeft)).toBeLessThan(
      2,
    );
    await section.getByRole("button", { name: /^Previous slide/ }).click();
    await expect
      .poll(async () => Math.abs((await slides.nth(5).evaluate((el) => el.getBoundingClientRect().left)) - trackLeft))
      .toBeLessThan(2);
  });

  test("R-HOME-QB-01..04, R-HOME-PATHS-01/02, R-HOME-EXP-01: Queen Bee, two paths and Experience open the right dialogs", async ({
    page,
  }) => {
    await visit(page, "/");
    const queenBee = page.locator("#queen-bee");
    for (const text of ["Queen Bee", "safest driver", "whatever their insurer or renewal status"]) {
      await expect(queenBee).toContainText(text);
    }
    await queenBee.getByRole("button", { name: "Compete for Queen Bee Status" }).click();
    await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Start Building My Score" }).click();
    await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
    await page.keyboard.press("Escape");
    const experience = page.getByRole("heading", { name: `Experience ${PRODUCT} Today` });
    await experience.locator("..").getByRole("button", { name: "Download App" }).click();
    await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
  });

  test("R-HOME-TESTI-01..03: three fixed stories with scores 98, 95, 96, no star rating, and See More Stories", async ({
    page,
  }) => {
    await visit(page, "/");
    const cards = page.locator("#testimonials").getByTestId("testimonial");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByTestId("safety-score")).toHaveText(["98", "95", "96"]);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      // Examples, not reviews: no star rating on a story (R-HONEST-03).
      await expect(card).not.toContainText("5.0");
      const name = (await card.getByTestId("testimonial-name").textContent())!.trim();
      await expect(card.getByTestId("avatar")).toHaveText(name.charAt(0));
    }
    await page.getByRole("link", { name: "See More Stories" }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Success stories");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  test("R-HOME-FOOTER-01..10: address, contacts, links, tracked external links, social and #newsletter", async ({
    page,
  }) => {
    await visit(page, "/");
    const footer = page.getByTestId("site-footer");
    for (const text of ["Business Bay", "Dubai"]) await expect(footer).toContainText(text);
    await expect(footer.locator('address a[href="mailto:support@drivebee.ae"]')).toHaveText("support@drivebee.ae");
    await expect(footer.locator('address a[href="tel:+971551234567"]')).toHaveText("+971 55 123 4567");
    for (const href of [
      "/about",
      "/how-it-works",
      "/success-stories",
      "/blog",
      "/privacy",
      "/terms",
      "/app-terms-of-use",
      "/app-privacy-notice",
      "/faq",
      "/contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const name of ["Facebook", "Instagram"]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const partners = await newTabUrl(page, () => footer.getByRole("link", { name: "Insurance Partners" }).click());
    expect(partners.hostname).toBe("quote.drivebee.ae");
    const chat = await newTabUrl(page, () => footer.getByRole("link", { name: "Live Chat" }).click());
    expect(chat.hostname).toBe("wa.me");
    // A support conversation, not a quote request; the Source line stays for the team.
    expect(chat.searchParams.get("text")).toBe(`${en.chrome.whatsapp.support}\nSource: footer`);
    const clicks = (await recordedEvents(page, "click")).map((call) => call.args[2] as Record<string, unknown>);
    expect(clicks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event_category: "Navigation", event_label: "Insurance Partners" }),
        expect.objectContaining({ event_category: "Navigation", event_label: "Live Chat" }),
      ]),
    );
    await expect(page.locator("#newsletter input[type=email]")).toHaveCount(1);
    await expect(page.locator("#newsletter").getByRole("button", { name: "Join" })).toBeVisible();
    await footer.getByRole("button", { name: "Download App" }).click();
    await expect(page.getByRole("dialog", { name: `Download ${PRODUCT}` })).toBeVisible();
  });
});
