// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]  → screenshots/*.png
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.mjs";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const size of widths) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
  });
  if (process.env.QUIET !== "0") {
    await context.addInitScript(() => {
      localStorage.setItem("newsletter-popup-dismissed", "permanent");
      localStorage.setItem("cookie-consent", "accepted");
    });
  }
  const page = await context.newPage();
  // SIGN_IN_EMAIL and SIGN_IN_PASSWORD: sign in first, for the team pages.
  if (process.env.SIGN_IN_EMAIL) {
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel("Email").fill(process.env.SIGN_IN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(process.env.SIGN_IN_PASSWORD ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  }
  for (const path of targets) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(600);
    // Bring lazy images in before a full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    const file = `screenshots/${path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}-${size.name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
