/**
 * The hero's experiment loader against answers the server would not give
 * on its own: the table calls (/rest/v1) are answered by the test.
 * (R-HOME-HERO-08/09, R-STATE-AB-10, R-ERR-11, R-OPEN-39, R-CALL-06..08.)
 */
import type { Page, Route } from "@playwright/test";
import { EXPERIMENT } from "../../core/constants";
import {
  animationFrames,
  expect,
  jsonReads,
  recordJsonReads,
  recordedEvents,
  test,
  useQuietStorage,
  visit,
} from "../support/e2e";

const EXP = { id: "exp-1", name: "Hero test", status: "active", is_control: false, page_locations: ["hero"] };
const CONTENT = [
  { content_type: "headline", content_value: "H-exp" },
  { content_type: "subheadline", content_value: "S-exp" },
  { content_type: "cta_text", content_value: "C-exp" },
];

/** `heldUntil`: the content call is answered once it resolves. */
type Mock = { experiment?: typeof EXP; heldUntil?: Promise<void>; fail?: boolean };

/** A content call the test answers when it says so. */
function heldContent() {
  let release!: () => void;
  const heldUntil = new Promise<void>((resolve) => (release = resolve));
  return { heldUntil, release };
}

async function mockTables(page: Page, { experiment = EXP, heldUntil, fail = false }: Mock = {}) {
  const seen: string[] = [];
  await page.route("**/rest/v1/ab_experiments?*", async (route: Route) => {
    const url = new URL(route.request().url());
    seen.push(`ab_experiments?${url.searchParams.toString()}`);
    if (fail) return route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' });
    const single = (route.request().headers().accept ?? "").includes("vnd.pgrst.object");
    return route.fulfill({ contentType: "application/json", body: JSON.stringify(single ? experiment : [experiment]) });
  });
  await page.route("**/rest/v1/experiment_content?*", async (route: Route) => {
    seen.push(`experiment_content?${new URL(route.request().url()).searchParams.toString()}`);
    await heldUntil;
    await route.fulfill({ contentType: "application/json", body: JSON.stringify(CONTENT) }).catch(() => {});
  });
  return seen;
}

test.beforeEach(async ({ context }) => {
  await useQuietStorage(context);
});

test("R-HOME-HERO-08, R-CALL-06..08: the experiment's texts replace the defaults, through the spec's table calls", async ({
  page,
}) => {
  const seen = await mockTables(page);
  await page.goto("/");
  await expect(page.locator("#hero-heading")).toHaveText("H-exp");
  await expect(page.getByTestId("hero-subheadline")).toHaveText("S-exp");
  await expect(page.getByTestId("hero-cta")).toHaveText("C-exp");
  expect(seen).toContain("ab_experiments?select=id%2Cname%2Cis_control&status=eq.active");
  expect(seen).toContain("ab_experiments?select=id%2Cname%2Cis_control%2Cpage_locations&id=eq.exp-1&status=eq.active");
  expect(seen).toContain(
    "experiment_content?select=content_type%2Ccontent_value&experiment_id=eq.exp-1&page_location=eq.hero",
  );
});

test("R-HOME-HERO-09: while the content loads the hero says 'Loading...', and the default headline does not come back in between", async ({
  page,
}) => {
  const content = heldContent();
  await mockTables(page, content);
  const asked = page.waitForRequest(/\/rest\/v1\/experiment_content\?/);
  await page.goto("/");
  await asked;
  await expect(page.getByTestId("hero-loading")).toHaveText("Loading...");
  const texts: string[] = [];
  await page.exposeFunction("recordHeadline", (text: string) => texts.push(text));
  await page.evaluate(() => {
    const record = () =>
      (window as unknown as { recordHeadline: (t: string) => void }).recordHeadline(
        document.getElementById("hero-heading")?.textContent ?? "",
      );
    new MutationObserver(record).observe(document.querySelector("[data-testid=hero]")!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  content.release();
  await expect(page.locator("#hero-heading")).toHaveText("H-exp");
  expect(texts.filter((text) => text === "Save 25% on Car Insurance")).toEqual([]);
});

test("R-OPEN-39: content held past 3 s: the defaults show at 3 s, and when it comes it changes nothing and no impression fires", async ({
  page,
}) => {
  const content = heldContent();
  await mockTables(page, content);
  await recordJsonReads(page);
  await page.clock.install();
  const asked = page.waitForRequest(/\/rest\/v1\/experiment_content\?/);
  await page.goto("/");
  // The call is made (so the 3 s have begun) and held.
  await asked;
  await expect(page.getByTestId("hero-loading")).toBeVisible();
  await page.clock.fastForward(EXPERIMENT.loadingTimeoutMs);
  await expect(page.locator("#hero-heading")).toHaveText("Save 25% on Car Insurance");
  await expect(page.getByTestId("hero-loading")).toHaveCount(0);
  // The late answer arrives and the page reads it: the defaults stay.
  content.release();
  await expect.poll(() => jsonReads(page, "/rest/v1/experiment_content")).toBeGreaterThan(0);
  await animationFrames(page);
  await expect(page.locator("#hero-heading")).toHaveText("Save 25% on Car Insurance");
  expect(await recordedEvents(page, "experiment_impression")).toEqual([]);
});

test("R-STATE-AB-10: an experiment for another page location leaves the hero alone and loads no content", async ({
  page,
}) => {
  const seen = await mockTables(page, { experiment: { ...EXP, page_locations: ["pricing"] } });
  await visit(page, "/");
  await expect.poll(() => seen.some((call) => call.includes("page_locations"))).toBe(true);
  await expect(page.locator("#hero-heading")).toHaveText("Save 25% on Car Insurance");
  expect(seen.filter((call) => call.startsWith("experiment_content"))).toEqual([]);
  expect(await recordedEvents(page, "experiment_impression")).toEqual([]);
});

test("R-ERR-11: a failing experiment loader is logged and the defaults show", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await mockTables(page, { fail: true });
  await visit(page, "/");
  await expect.poll(() => errors.some((text) => text.includes("Experiment loading failed"))).toBe(true);
  await expect(page.locator("#hero-heading")).toHaveText("Save 25% on Car Insurance");
  expect(pageErrors).toEqual([]);
});
