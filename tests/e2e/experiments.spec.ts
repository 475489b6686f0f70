/**
 * Hero A/B experiments end to end (R-HOME-HERO-08..10,
 * R-STATE-AB-*, R-OPEN-11, R-CALL-EXT-01): an admin runs experiments
 * through the admin API under their session; visitors in fresh browser
 * contexts get them from the real server.
 *
 * Experiments are global: this file runs in its own Playwright project,
 * after every other test (playwright.config.ts), one test at a time, and
 * completes its experiments after each test.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { ExperimentDetail, ExperimentResults, ExperimentRow } from "../../core/admin-api";
import {
  adminCli,
  animationFrames,
  expect,
  installAnalyticsSpies,
  jsonReads,
  newTabUrl,
  PASSWORD,
  recordJsonReads,
  recordedEvents,
  routeExternalDestinations,
  test,
  useQuietStorage,
  waitForHydration,
  visit,
} from "../support/e2e";

test.describe.configure({ mode: "serial" });

const DEFAULT_HEADLINE = "Save 25% on Car Insurance";
let admin: { context: BrowserContext; page: Page };

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return admin.page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json()) as T };
    },
    { method, path, body },
  );
}

/** R-FUNNEL-51: the control a variant needs before it may go live, as the admin screen offers it (the hero as it is). */
async function startControl() {
  const created = await call<ExperimentDetail>("POST", "/experiments/control", { pageLocations: ["hero", "hero_ar"] });
  expect(created.status).toBe(201);
  return created.data;
}

async function runExperiment(
  name: string,
  texts: { headline?: string; subheadline?: string; cta_text?: string },
  isControl = false,
  pageLocations: string[] = ["hero"],
) {
  const created = await call<ExperimentDetail>("POST", "/experiments", {
    name,
    status: "active",
    isControl,
    pageLocations,
  });
  expect(created.status).toBe(201);
  expect(created.data).toMatchObject({ name, isControl });
  const content = await call<ExperimentDetail>("PUT", `/experiments/${created.data.id}/content`, {
    pageLocation: "hero",
    content: texts,
    confirmActive: true,
  });
  expect(content.status).toBe(200);
  return created.data;
}

/** How a visitor's assignment, events and attribution name `experiment`. */
const tagOf = (experiment: ExperimentDetail) => ({
  experiment_id: experiment.id,
  experiment_name: experiment.name,
  is_control: experiment.isControl,
});

async function setStatus(experiment: ExperimentDetail, status: "paused" | "completed") {
  const response = await call("PATCH", `/experiments/${experiment.id}`, {
    name: experiment.name,
    status,
    isControl: experiment.isControl,
    pageLocations: experiment.pageLocations,
  });
  expect(response.status).toBe(200);
}

let visitors = 0;
/** The draw that lands a new visitor on the variant started after its control. */
const VARIANT_PICK = 0.99;

/**
 * A new visitor in a fresh browser. `pick` fixes their uniform draw (Math.random): with the control started
 * first and one variant after it, 0.99 assigns them to the variant, as half of all visitors are.
 */
async function visitor(browser: Browser, { pick }: { pick?: number } = {}) {
  // A household's address gets a few visitor ids an hour: each visitor here comes from its own (the server trusts the proxy header in tests).
  visitors += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `198.18.${visitors >> 8}.${visitors & 255}` },
  });
  // Only the first draw of each page, the boot script's assignment: the page's own code keeps real randomness.
  if (pick !== undefined)
    await context.addInitScript((value) => {
      const random = Math.random.bind(Math);
      let drawn = false;
      Math.random = () => (drawn ? random() : ((drawn = true), value));
    }, pick);
  await useQuietStorage(context);
  await installAnalyticsSpies(context);
  await routeExternalDestinations(context);
  await recordJsonReads(context);
  return context;
}

/**
 * The page has confirmed its experiment: the content call is answered and read (what the hero
 * does with the answer, an impression included, happens in that same turn), and the frames after
 * it are drawn.
 */
async function experimentConfirmed(page: Page) {
  await expect.poll(() => jsonReads(page, "/rest/v1/experiment_content")).toBeGreaterThan(0);
  await animationFrames(page);
}

/** A new visitor opens the home page (with `page.goto`, or `visit` to wait for hydration) and sees `headline`. */
async function expectNewVisitorHeadline(
  browser: Browser,
  headline: string,
  open: (page: Page, path: string) => Promise<unknown> = (page, path) => page.goto(path),
  pick?: number,
) {
  const context = await visitor(browser, { pick });
  const page = await context.newPage();
  await open(page, "/");
  await expect(page.locator("#hero-heading")).toHaveText(headline);
  await context.close();
}

/** A new visitor's page at `path`, opened with `page.goto`: what it shows is the first paint, before hydration. */
async function newVisitorPage(browser: Browser, path = "/", pick = VARIANT_PICK) {
  const context = await visitor(browser, { pick });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test.beforeAll(async ({ browser }) => {
  const email = `experiments.${Date.now().toString(36)}@drivebee.ae`;
  adminCli("create", email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/auth?redirect=%2Fab-testing-admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/ab-testing-admin$/);
  admin = { context, page };
});

test.afterEach(async () => {
  // Leave nothing running for the next test.
  const { data } = await call<ExperimentRow[]>("GET", "/experiments");
  for (const experiment of data.filter((row) => row.status === "active" || row.status === "paused")) {
    await call("PATCH", `/experiments/${experiment.id}`, {
      name: experiment.name,
      status: "completed",
      isControl: experiment.isControl,
      pageLocations: experiment.pageLocations,
    });
  }
});

test.afterAll(async () => {
  await admin.context.close();
});

test("R-OPEN-11: a new visitor sees the variant an admin just activated; after a pause, new visitors see the defaults", async ({
  browser,
}) => {
  await startControl();
  const experiment = await runExperiment("Bold headline", {
    headline: "Drive safe, pay less",
    subheadline: "Up to 25% back at renewal.",
  });
  const { context: first, page } = await newVisitorPage(browser);
  await expect(page.locator("#hero-heading")).toHaveText("Drive safe, pay less");
  await expect(page.getByTestId("hero-subheadline")).toHaveText("Up to 25% back at renewal.");
  // R-OPEN-39: the missing cta_text falls back to the default.
  await expect(page.getByTestId("hero-cta")).toHaveText("Get your Quote and Start Earning!");
  // The variant is on screen from the first paint; the impression follows once the page has confirmed it.
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem("ab_test_assignment") ?? "null") as Record<string, unknown>);
  await expect.poll(stored).toMatchObject({ ...tagOf(experiment), impression_tracked: true });
  expect(typeof (await stored()).assigned_at).toBe("number");
  await first.close();

  await setStatus(experiment, "paused");
  const second = await visitor(browser);
  const later = await second.newPage();
  await visit(later, "/");
  await expect(later.locator("#hero-heading")).toHaveText(DEFAULT_HEADLINE);
  await expect(later.getByTestId("hero-loading")).toHaveCount(0);
  await second.close();
});

test("R-STATE-AB-09: the impression fires once across reloads, and our server counts it once", async ({ browser }) => {
  await startControl();
  const experiment = await runExperiment("Impression check", { headline: "Coached drivers save more" });
  const { context, page } = await newVisitorPage(browser);
  await expect(page.locator("#hero-heading")).toHaveText("Coached drivers save more");
  await expect.poll(async () => (await recordedEvents(page, "experiment_impression")).length).toBe(1);
  const [impression] = await recordedEvents(page, "experiment_impression");
  expect(impression!.args[2]).toMatchObject(tagOf(experiment));

  await page.reload();
  await expect(page.locator("#hero-heading")).toHaveText("Coached drivers save more");
  await waitForHydration(page);
  await experimentConfirmed(page);
  expect(await recordedEvents(page, "experiment_impression")).toHaveLength(0);

  // The page sends its impression to our server without waiting for the answer: the count follows.
  await expect
    .poll(async () =>
      (await call<ExperimentResults>("GET", "/experiments/results")).data.variants.find(
        (variant) => variant.experimentId === experiment.id,
      ),
    )
    .toMatchObject({ impressions: 1, visitors: 1, quoteRequests: 0 });
  await context.close();
});

test("R-HOME-HERO-10, R-CALL-EXT-01, R-STATE-AB-11: the hero click and the quote URL carry the experiment", async ({
  browser,
}) => {
  await startControl();
  const experiment = await runExperiment("CTA wording", { cta_text: "See my price" });
  const { context, page } = await newVisitorPage(browser, "/?utm_source=google");
  await expect(page.getByTestId("hero-cta")).toHaveText("See my price");
  await waitForHydration(page);
  await page.getByTestId("hero-cta").click();
  await expect.poll(async () => (await recordedEvents(page, "quote_request")).length).toBeGreaterThan(0);
  const [click] = await recordedEvents(page, "quote_request");
  expect(click!.args[2]).toMatchObject({ ...tagOf(experiment), page_location: "hero" });

  const url = await newTabUrl(page, () => page.getByRole("link", { name: "Get Personalised Quote" }).click());
  expect(url.searchParams.get("experiment_id")).toBe(experiment.id);
  expect(url.searchParams.get("experiment_name")).toBe("CTA wording");
  expect(url.searchParams.get("is_control")).toBe("false");
  expect(url.searchParams.get("utm_source")).toBe("google");
  const attribution = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("attribution_data") ?? "null") as unknown,
  );
  expect(attribution).toMatchObject({ ...tagOf(experiment), utm_source: "google" });

  await expect
    .poll(
      async () =>
        (await call<ExperimentResults>("GET", "/experiments/results")).data.variants.find(
          (row) => row.experimentId === experiment.id,
        )?.quoteRequests,
    )
    .toBe(1);
  await context.close();
});

test("R-STATE-AB-07: two pages of one browser opened at the same moment get the same experiment", async ({
  browser,
}) => {
  await runExperiment("Variant A", { headline: "Variant A headline" }, true);
  await runExperiment("Variant B", { headline: "Variant B headline" });
  const seen = new Set<string>();
  for (let round = 0; round < 6; round++) {
    const context = await visitor(browser);
    const [one, two] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([one.goto("/"), two.goto("/")]);
    await expect(one.locator("#hero-heading")).toHaveText(/Variant [AB] headline/);
    await expect(two.locator("#hero-heading")).toHaveText(/Variant [AB] headline/);
    await waitForHydration(one);
    await waitForHydration(two);
    const headlines = [
      await one.locator("#hero-heading").textContent(),
      await two.locator("#hero-heading").textContent(),
    ];
    expect(headlines[0]).toBe(headlines[1]);
    seen.add(headlines[0]!);
    const stored = await one.evaluate(() => localStorage.getItem("ab_test_assignment_lock"));
    expect(stored).toBeNull();
    await context.close();
  }
  expect(seen.size).toBeGreaterThanOrEqual(1);
});

test("no flash: a returning visitor's variant is in the first paint, even before any bundle runs, and the hero does not shift", async ({
  browser,
}) => {
  await startControl();
  await runExperiment("No flash", {
    headline: "Safer drivers, smaller premiums",
    subheadline: "Your score, your savings.",
  });
  const { context, page } = await newVisitorPage(browser);
  await expect(page.locator("#hero-heading")).toHaveText("Safer drivers, smaller premiums");
  await waitForHydration(page);

  // Without the JavaScript bundles, only the inline boot script can set the text.
  const bare = await context.newPage();
  await bare.route("**/assets/*.js", (route) => route.abort());
  await bare.goto("/");
  await expect(bare.locator("#hero-heading")).toHaveText("Safer drivers, smaller premiums");
  await expect(bare.getByTestId("hero-subheadline")).toHaveText("Your score, your savings.");
  await bare.close();

  // Layout shift on a returning visit with the experiment running.
  await page.evaluate(() => {
    (window as unknown as { __cls: number }).__cls = 0;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await experimentConfirmed(page);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.01);
  await context.close();
});

/** Records the hero's h1 on every animation frame and mutation from navigation, and layout shifts inside the hero. */
async function recordHero(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __headlines: string[]; __heroShift: number };
    w.__headlines = [];
    w.__heroShift = 0;
    const record = () => {
      const h1 = document.getElementById("hero-heading");
      const pending = document.querySelector('[data-ab-state="pending"]') !== null;
      const hidden = h1 !== null && getComputedStyle(h1).visibility === "hidden";
      const text = !h1 ? "(no h1)" : pending ? "(pending)" : hidden ? "(unseen)" : h1.textContent;
      if (w.__headlines[w.__headlines.length - 1] !== text) w.__headlines.push(text);
    };
    const frame = () => {
      record();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    new PerformanceObserver((list) => {
      const hero = document.querySelector("[data-testid=hero]");
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        if (!hero || entry.sources?.some((source) => source.node && hero.contains(source.node)))
          w.__heroShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function heroRecord(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __headlines: string[]; __heroShift: number };
    // Before the h1 is parsed, and while it waits unseen for the boot script, nothing of it is on screen; after that, everything counts.
    const start = w.__headlines.findIndex((text) => text !== "(no h1)" && text !== "(unseen)");
    return { headlines: start < 0 ? [] : w.__headlines.slice(start), shift: w.__heroShift };
  });
}

test('no flash for a first-time visitor either: from navigation on, the h1 shows the variant, never the default or "Loading...", on the first visit and the next; the hero does not shift', async ({
  browser,
}) => {
  const headlines = ["Variant A at first paint", "Variant B at first paint"];
  const control = await runExperiment("First paint A", { headline: headlines[0] }, true);
  const variant = await runExperiment("First paint B", { headline: headlines[1] });
  for (let round = 0; round < 3; round++) {
    const context = await visitor(browser);
    await recordHero(context);
    const page = await context.newPage();
    await visit(page, "/");
    await expect.poll(async () => (await recordedEvents(page, "experiment_impression")).length).toBe(1);
    await experimentConfirmed(page);
    const first = await heroRecord(page);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("ab_test_assignment") ?? "null") as Record<string, unknown>,
    );
    const shown = stored.experiment_id === control.id ? headlines[0] : headlines[1];
    expect([control.id, variant.id]).toContain(stored.experiment_id);
    expect(stored).toMatchObject({ impression_tracked: true });
    // The very first h1 the page ever had on screen is the variant, and nothing else follows.
    expect(first.headlines).toEqual([shown]);
    expect(first.shift).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await experimentConfirmed(page);
    const second = await heroRecord(page);
    expect(second.headlines).toEqual([shown]);
    expect(second.shift).toBe(0);
    // The signed visitor id came with the first event and stays.
    expect(await page.evaluate(() => localStorage.getItem("ab_visitor_id"))).toMatch(
      /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/,
    );
    await context.close();
  }

  // Before any bundle runs, the inline script alone assigns a new visitor and shows the variant.
  const bare = await visitor(browser);
  const page = await bare.newPage();
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("#hero-heading")).toHaveText(new RegExp(`^(${headlines.join("|")})$`));
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("ab_test_assignment") ?? "null") as unknown),
  ).toMatchObject({
    impression_tracked: false,
  });
  await bare.close();
});

test("R-OPEN-11: an admin creates, previews, edits (with confirmation) and pauses an experiment in /ab-testing-admin", async ({
  browser,
}) => {
  const page = admin.page;
  await page.goto("/ab-testing-admin");
  await expect(page.getByRole("heading", { name: "Experiments", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New experiment" }).click();
  const form = page.getByTestId("experiment-form");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Made in the form");
  await form.getByRole("radio", { name: /Active/ }).check();
  await form.getByRole("textbox", { name: "Headline", exact: true }).fill("Your driving, your discount");
  // The live preview follows the typing at both widths.
  const preview = page.getByRole("region", { name: "Hero preview" });
  await expect(preview.getByText("Your driving, your discount")).toHaveCount(2);
  await form.getByRole("button", { name: "Create experiment" }).click();
  // R-FUNNEL-51: no control runs yet, so the variant may not go live alone; the form offers the control.
  const offer = form.getByTestId("control-offer");
  await expect(offer).toContainText("A variant cannot go live alone");
  await offer.getByRole("button", { name: "Start a control with the current hero, then save" }).click();
  await expect(page.getByText(/Created|Saved/).first()).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "All experiments" })
      .getByRole("row")
      .filter({ hasText: "Control: the hero as it is" })
      // Newest first: the one just started (earlier tests left theirs completed).
      .first(),
  ).toContainText("Active");
  const row = page
    .getByRole("region", { name: "All experiments" })
    .getByRole("row")
    .filter({ hasText: "Made in the form" });
  await expect(row).toContainText("Active");

  await expectNewVisitorHeadline(browser, "Your driving, your discount", undefined, VARIANT_PICK);

  // Editing a running experiment asks first.
  await row.getByRole("button", { name: "Edit Made in the form" }).click();
  await form.getByRole("textbox", { name: "Headline", exact: true }).fill("Good drivers pay less");
  await form.getByRole("button", { name: "Save changes" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Change a running experiment?" });
  await expect(confirm).toContainText("Visitors will see the change at once");
  await confirm.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved “Made in the form”.")).toBeVisible();
  await page.keyboard.press("Escape");

  await expectNewVisitorHeadline(browser, "Good drivers pay less", undefined, VARIANT_PICK);

  await row.getByRole("button", { name: "Pause Made in the form" }).click();
  await expect(row).toContainText("Paused");
  await expectNewVisitorHeadline(browser, DEFAULT_HEADLINE, visit);
  await expect(page.getByTestId("experiment-results")).toContainText("Made in the form");
});

test("R-FUNNEL-57: after Make this the default, a fresh visitor's HTML, with JavaScript off, shows the winner in both editions", async ({
  browser,
}) => {
  await startControl();
  const winner = await runExperiment(
    "Winning words",
    { headline: "Good drivers pay less", cta_text: "See my price" },
    false,
    ["hero", "hero_ar"],
  );
  const arabic = await call<ExperimentDetail>("PUT", `/experiments/${winner.id}/content`, {
    pageLocation: "hero_ar",
    content: { headline: "السائق الجيد يدفع أقل" },
    confirmActive: true,
  });
  expect(arabic.status).toBe(200);

  // The admin makes it the default from the results, and is asked first.
  const page = admin.page;
  await page.goto("/ab-testing-admin");
  const results = page.getByTestId("experiment-results");
  await expect(results.getByRole("row").filter({ hasText: "Winning words" })).toContainText("“Good drivers pay less”");
  await results.getByRole("button", { name: "Make Winning words the default" }).click();
  const question = page.getByRole("alertdialog", { name: "Make “Winning words” the default?" });
  await expect(question).toContainText("This ends the experiment");
  await question.getByRole("button", { name: "Make it the default" }).click();
  await expect(page.getByText("“Winning words” is the default: every visitor sees its texts now.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "All experiments" }).getByRole("row").filter({ hasText: "Winning words" }),
  ).toContainText("Made the default");

  // A fresh visitor with JavaScript off: only the server's HTML can show it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto("/");
  await expect(bare.locator("#hero-heading")).toHaveText("Good drivers pay less");
  await expect(bare.getByTestId("hero-cta")).toHaveText("See my price");
  await bare.goto("/ar");
  await expect(bare.locator("#hero-heading")).toHaveText("السائق الجيد يدفع أقل");
  await noScript.close();

  // With JavaScript, hydration keeps it: the page never goes back to the code's headline.
  const context = await visitor(browser);
  const live = await context.newPage();
  await visit(live, "/");
  await expect(live.locator("#hero-heading")).toHaveText("Good drivers pay less");
  await expect(live.getByTestId("hero-cta")).toHaveText("See my price");
  await context.close();

  // Once a build has the texts in the code, the admin serves the code's defaults again.
  await page.getByRole("button", { name: "Serve the code's defaults again" }).click();
  await expect(page.getByText("The hero shows the code’s defaults again.")).toBeVisible();
  const after = await browser.newContext({ javaScriptEnabled: false });
  const plain = await after.newPage();
  await plain.goto("/");
  await expect(plain.locator("#hero-heading")).toHaveText(DEFAULT_HEADLINE);
  await after.close();
});
