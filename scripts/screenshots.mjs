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
// UA=android or UA=iphone: that phone's user agent at both widths (the file names say which).
const USER_AGENTS = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};
const userAgent = USER_AGENTS[process.env.UA ?? ""];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const size of widths) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    ...(userAgent ? { userAgent } : {}),
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
    const file = `screenshots/${path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}-${size.name}${userAgent ? `-${process.env.UA}` : ""}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
