/**
 * Every Arabic page is Arabic from its title to its last line (R-EDITION-15): for each page the
 * Arabic edition prerenders, its <title>, description, og:title, og:description, <h1> and the
 * first paragraph of <main> hold Arabic letters, and no text with Arabic letters sits in a
 * left-to-right context. Read as prerendered, without JavaScript: what a search engine, a link
 * preview and a visitor on a slow phone see first.
 */
import { choicePath } from "../../core/choice-links";
import { FORM_PATHS } from "../../core/pages";
import { publicPaths } from "../../core/routes";
import { ARABIC, arabicLeftToRight, expect, test } from "../support/e2e";

const PAGES = [
  ...publicPaths("ar"),
  choicePath("quote", "ar"),
  choicePath("app", "ar"),
  ...Object.values(FORM_PATHS).map((path) => `/ar${path}`),
].filter((path, index, all) => all.indexOf(path) === index);

test.use({ javaScriptEnabled: false });

for (const path of PAGES) {
  test(`R-EDITION-15: ${path} is Arabic in its title, description, previews, heading and first paragraph`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const seen = await page.evaluate(() => {
      const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";
      const main = document.querySelector("main");
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogDescription: content('meta[property="og:description"]'),
        h1: document.querySelector("h1")?.textContent ?? "",
        firstParagraph: main?.querySelector("p")?.textContent ?? "",
      };
    });
    for (const [where, text] of Object.entries(seen)) expect(text, `${where}: "${text}"`).toMatch(ARABIC);

    expect(await arabicLeftToRight(page)).toEqual([]);
  });
}
