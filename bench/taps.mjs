// The tap scenario of `npm run bench` (R-HTML-07): what a visitor's thumb meets while the home
// page arrives. For each target, network profile and round, a fresh phone (390 px, touch, CPU
// slowed 4×) opens the page and taps the quote control once, at 0.5, 1, 1.5 … 6 s after the
// navigation started; the figure is the time from the tap to the quote choice on screen (the
// dialog, or the quote page when the tap followed the link), and a tap with no choice within
// 8 s is lost. A tap time at which the control is not on screen yet is no tap (a thumb cannot
// press what it cannot see), and is counted apart. A target's `hydrated` selector (the site's
// `html[data-hydrated]`, set once every part has hydrated) sorts the taps into those that came
// once the page was whole and those that came before.
import { chromium, devices } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.mjs";
import { median } from "./lighthouse.mjs";

export const TAP_TIMES_MS = Array.from({ length: 12 }, (_, index) => (index + 1) * 500);
const LOST_AFTER_MS = 8000;
const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's "slow 4G" as DevTools applies it to packets (its simulated 150 ms RTT and
 * 1.6 Mbps, times its own adjustment factors: 562.5 ms latency, 1.47 Mbps down, 675 kbps up).
 */
export const NETWORKS = {
  unthrottled: null,
  slow4g: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
};

/** The quote choice: the dialog's first method, the quote page's, or the reference app's quote page. */
function choiceOnScreen(selector) {
  const element = document.querySelector(selector);
  if (!element || element.getBoundingClientRect().height === 0) return null;
  return {
    how: element.closest('[role="dialog"]') ? "dialog" : "page",
    at: performance.timeOrigin + performance.now(),
  };
}

/** The element at a point, as a short selector-like string (runs in the page: self-contained). */
function elementAt({ x, y }) {
  const element = document.elementFromPoint(x, y);
  if (!element) return null;
  const attribute = (name) => (element.hasAttribute(name) ? `[${name}="${element.getAttribute(name)}"]` : "");
  return (
    element.tagName.toLowerCase() +
    attribute("data-testid") +
    attribute("role") +
    attribute("href") +
    attribute("aria-disabled")
  );
}

async function tapOnce(browser, target, network, tapAfterMs) {
  const context = await browser.newContext({ ...devices["iPhone 13"], viewport: { width: 390, height: 844 } });
  try {
    // A first visit, without the newsletter popup (it waits its own time, R-OPEN-15, and is not under test).
    await context.addInitScript(() => localStorage.setItem("newsletter-popup-dismissed", "permanent"));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    if (network) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
    }
    const started = Date.now();
    await page.goto(target.url, { waitUntil: "commit" });
    const wait = started + tapAfterMs - Date.now();
    if (wait > 0) await sleep(wait);
    const box = await page
      .evaluate(
        ({ control, hydrated }) => {
          const rect = document.querySelector(control)?.getBoundingClientRect();
          return rect && rect.height > 0
            ? {
                x: rect.x,
                y: rect.y,
                width: rect.width,
                height: rect.height,
                hydrated: hydrated ? document.querySelector(hydrated) !== null : null,
              }
            : null;
        },
        { control: target.control, hydrated: target.hydrated ?? null },
      )
      .catch(() => null);
    if (!box || box.y + box.height / 2 > 844) return { outcome: "not shown" };
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // What the thumb meets: a lost tap says whether it hit the control or something shifted over it.
    const underThumb = await page.evaluate(elementAt, { x, y }).catch(() => null);
    const tapped = Date.now();
    await page.touchscreen.tap(x, y);
    while (Date.now() - tapped < LOST_AFTER_MS) {
      const seen = await page.evaluate(choiceOnScreen, target.choice).catch(() => null);
      if (seen && seen.at - tapped <= LOST_AFTER_MS)
        return {
          outcome: seen.how,
          hydrated: box.hydrated,
          tappedAtMs: tapped - started,
          toChoiceMs: Math.max(0, Math.round(seen.at - tapped)),
        };
      await sleep(15);
    }
    const afterwards = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        readyState: document.readyState,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
        dialogs: document.querySelectorAll('[role="dialog"]').length,
      }))
      .catch((error) => ({ error: String(error).slice(0, 200) }));
    return { outcome: "lost", tappedAtMs: tapped - started, hydrated: box.hydrated, underThumb, afterwards };
  } finally {
    await context.close();
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Figures of one target on one network: taps, lost, and tap-to-choice by how the choice came
 * (dialog or page) and, where the target says how to tell, by when the tap came: once the
 * whole page had hydrated, or before (while it arrived or hydrated in turns).
 */
export function summariseTaps(taps) {
  const made = taps.filter((tap) => tap.outcome !== "not shown");
  const by = (how) => made.filter((tap) => tap.outcome === how).map((tap) => tap.toChoiceMs);
  const when = (hydrated) =>
    made.filter((tap) => tap.hydrated === hydrated && tap.outcome !== "lost").map((tap) => tap.toChoiceMs);
  const figures = (values) =>
    values.length === 0
      ? null
      : { count: values.length, medianMs: median(values), p75Ms: percentile(values, 75), maxMs: Math.max(...values) };
  return {
    taps: made.length,
    notShownYet: taps.length - made.length,
    lost: made.filter((tap) => tap.outcome === "lost").length,
    lastLostAtMs: Math.max(0, ...made.filter((tap) => tap.outcome === "lost").map((tap) => tap.tappedAtMs)) || null,
    dialog: figures(by("dialog")),
    page: figures(by("page")),
    hydrated: figures(when(true)),
    beforeHydrated: figures(when(false)),
  };
}

/** One target on one network: its figures (`taps` is how many were made) and every tap (`each`). */
export function tapResult(target, network, taps) {
  return {
    target: target.name,
    ...(target.reference ? { reference: true } : {}),
    network,
    ...summariseTaps(taps),
    each: taps,
  };
}

/**
 * `targets`: [{ name, url, control, choice }] (CSS selectors of the control to tap and of the choice
 * on screen). Runs every target, network and tap time in turn, `rounds` times, one page at a time.
 */
export async function measureTaps({ targets, rounds = 3, networks = Object.keys(NETWORKS), log = console.log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const networkName of networks) {
      const network = NETWORKS[networkName];
      for (const target of targets) {
        const taps = [];
        for (let round = 0; round < rounds; round++)
          for (const at of TAP_TIMES_MS) taps.push({ at, ...(await tapOnce(browser, target, network, at)) });
        const result = tapResult(target, networkName, taps);
        results.push(result);
        const show = (f) => (f ? `${f.count} at p75 ${f.p75Ms} ms (median ${f.medianMs})` : "none");
        log(
          `  ${target.name.padEnd(28)} ${networkName.padEnd(11)} taps ${result.taps} lost ${result.lost} ` +
            `dialog ${show(result.dialog)} page ${show(result.page)} ` +
            `hydrated ${show(result.hydrated)} before ${show(result.beforeHydrated)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: "390x844, touch",
    tapTimesMs: TAP_TIMES_MS,
    rounds,
    lostAfterMs: LOST_AFTER_MS,
    results,
  };
}
