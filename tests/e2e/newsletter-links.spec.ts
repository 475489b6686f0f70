/**
 * The newsletter's link pages in Chromium against the built server (issue 15,
 * R-FOLLOW-10, 11): the confirm page's states, the unsubscribe page's button,
 * at phone and desktop widths, with axe.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { NEWSLETTER_PATHS } from "../../core/pages";
import { expect, test, visit } from "../support/e2e";
import { confirmLink, expiredConfirmLink, signUp, subscriber, unsubscribeLink } from "../support/newsletter";

test.use({ quietStorage: true });

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

const linkPage = (page: Page) => page.getByTestId("newsletter-link-page");

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("R-FOLLOW-10: the confirm page confirms the address, says so, and says already confirmed the second time", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("confirm");
      expect(await signUp(request, email)).toBe(201);
      const link = await confirmLink(email);
      await visit(page, link);
      await expect(linkPage(page)).toHaveAttribute("data-state", "confirmed");
      await expect(page.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeFocused();
      await expect(linkPage(page)).toContainText(`${email} is confirmed`);
      expect((await subscriber(email))!.status).toBe("subscribed");
      expect(await axeViolations(page)).toEqual([]);
      // The popup does not ask a subscriber to join.
      expect(await page.evaluate(() => localStorage.getItem("newsletter-subscribed"))).toBe("true");

      await visit(page, link);
      await expect(page.getByRole("heading", { level: 1, name: "Already confirmed" })).toBeVisible();
      await expect(linkPage(page)).toContainText(`${email} is already confirmed`);
    });

    test("R-FOLLOW-10: an expired link says so and leads to the footer's form to sign up again", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("expired");
      expect(await signUp(request, email)).toBe(201);
      await visit(page, await expiredConfirmLink(email));
      await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Sign up again" }).click();
      await expect(page.locator("#newsletter-email")).toBeFocused();
      await expect(page.locator("#newsletter-email")).toBeInViewport();
      expect((await subscriber(email))!.status).toBe("pending");
    });

    test("R-FOLLOW-10: a forged, cut or missing token is an invalid link", async ({ page }) => {
      for (const search of ["?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.mmf2abcd.forged", "?token=abc", ""]) {
        await visit(page, `${NEWSLETTER_PATHS.confirm}${search}`);
        await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" }), search).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test("R-FOLLOW-11: the unsubscribe page's one button unsubscribes, from the keyboard too", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("leave");
      expect(await signUp(request, email)).toBe(201);
      await visit(page, await unsubscribeLink(email));
      await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from our newsletter" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect((await subscriber(email))!.status).toBe("pending");
      const button = page.getByRole("button", { name: "Unsubscribe", exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeFocused();
      await expect(linkPage(page)).toContainText(`${email} will get no more newsletters`);
      expect((await subscriber(email))!.status).toBe("unsubscribed");
      expect(await axeViolations(page)).toEqual([]);
      // Followed again: still a success, nothing changes.
      await visit(page, await unsubscribeLink(email));
      await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    });
  });
}

test("R-FOLLOW-11: an unsubscribe link without a valid token says it is not valid, and the button's refusal too", async ({
  page,
}) => {
  await visit(page, NEWSLETTER_PATHS.unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await visit(page, `${NEWSLETTER_PATHS.unsubscribe}?token=0b7e6f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b.forged`);
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeFocused();
});

test("R-FOLLOW-10: opening the confirm link without running its script (a mail scanner) confirms nobody", async ({
  request,
}) => {
  const email = uniqueEmail("scanner");
  expect(await signUp(request, email)).toBe(201);
  const page = await request.get(await confirmLink(email));
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Confirming your subscription");
  expect((await subscriber(email))!.status).toBe("pending");
});

test("R-FOLLOW-10, R-FOLLOW-11: both pages are noindex and not in the sitemap; one-click POST works on the built server", async ({
  request,
}) => {
  for (const path of Object.values(NEWSLETTER_PATHS)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/newsletter/");

  const email = uniqueEmail("oneclick");
  expect(await signUp(request, email)).toBe(201);
  const response = await request.post(await unsubscribeLink(email), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect((await subscriber(email))!.status).toBe("unsubscribed");
});
