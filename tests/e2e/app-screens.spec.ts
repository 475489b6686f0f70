/**
 * R-EDITION-20: the phones on the home page and /features show the app in the page's edition.
 * On Arabic pages every word inside a phone is Arabic (brand names in Latin, as the edition
 * writes them), the screen runs right to left (its title starts at the right), and every line
 * stays inside the screen without running into the line beside it; English pages keep the
 * English screens, left to right.
 */
import type { Page } from "@playwright/test";
import { screens as arabicScreens } from "../../app/i18n/messages/ar/screens";
import { screens as englishScreens, type AppScreenId, type ScreenMessages } from "../../app/i18n/messages/en/screens";
import { PRODUCT, expect, test, visit } from "../support/e2e";

test.use({ quietStorage: true });

const ARABIC = /[\u0600-\u06FF]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
/** The names the Arabic edition keeps in Latin script (docs/arabic-glossary.md). */
const LATIN_NAMES = [PRODUCT, "Queen Bee"];
/** The drawing's width, its cards' edges and the start of its title, in its own units. */
const SCREEN_WIDTH = 360;
const CARD_EDGES = [20, 340];
const TITLE_INSET = 28;

/** A line's horizontal extent, and the band of its letters' bodies (0.7 em above its baseline to 0.1 em below). */
type Line = { text: string; left: number; right: number; top: number; bottom: number };
type Mockup = { id: AppScreenId; direction: string; text: string; lines: Line[] };

/** Every phone on the page, with its words and where each line is drawn (in the drawing's units). */
async function mockups(page: Page): Promise<Mockup[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.getByTestId("app-screen-mockup").evaluateAll((drawings) =>
    drawings.map((drawing) => ({
      id: drawing.getAttribute("data-screen") as AppScreenId,
      direction: getComputedStyle(drawing).direction,
      text: drawing.textContent,
      lines: [...drawing.querySelectorAll("text")].map((line) => {
        const box = line.getBBox();
        const baseline = Number(line.getAttribute("y"));
        const size = Number(line.getAttribute("font-size"));
        return {
          text: line.textContent,
          left: box.x,
          right: box.x + box.width,
          top: baseline - 0.7 * size,
          bottom: baseline + 0.1 * size,
        };
      }),
    })),
  );
}

/** Every string of a screen's words. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Object.values(value as object).flatMap(wordsOf);
}

/** Each line inside the cards, and at least 4 units from any line beside it. */
function layoutProblems({ id, lines }: Mockup): string[] {
  const problems: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.right - line.left <= 0) problems.push(`${id}: "${line.text}" is not drawn`);
    if (line.left < CARD_EDGES[0]! || line.right > CARD_EDGES[1]!)
      problems.push(`${id}: "${line.text}" spans ${Math.round(line.left)}–${Math.round(line.right)}`);
    for (const other of lines.slice(index + 1)) {
      const sideBySide = line.top < other.bottom && other.top < line.bottom;
      if (sideBySide && line.left < other.right + 4 && other.left < line.right + 4)
        problems.push(`${id}: "${line.text}" runs into "${other.text}"`);
    }
  }
  return problems;
}

function checkEdition(found: Mockup[], words: ScreenMessages, rtl: boolean) {
  const problems: string[] = [];
  for (const mockup of found) {
    const screen = words[mockup.id];
    if (mockup.direction !== (rtl ? "rtl" : "ltr")) problems.push(`${mockup.id}: direction ${mockup.direction}`);
    for (const text of wordsOf(screen))
      if (!mockup.text.includes(text)) problems.push(`${mockup.id}: "${text}" not shown`);
    const title = mockup.lines.find((line) => line.text === screen.title);
    // The title starts at the screen's start edge, the right in Arabic and the left in English
    // (give or take its first letter's side bearing, which the box includes at small sizes).
    const start = rtl ? SCREEN_WIDTH - (title?.right ?? 0) : (title?.left ?? 0);
    if (Math.abs(start - TITLE_INSET) > 4) problems.push(`${mockup.id}: title starts ${start} from its edge`);
    problems.push(...layoutProblems(mockup));
  }
  return problems;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`R-EDITION-20: the Arabic pages' phones are Arabic, right to left, each line in place (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // /features shows its phones from 640 px up.
    const pages: (readonly [string, number])[] = [["/ar", 10]];
    if (viewport.width >= 640) pages.push(["/ar/features", 6]);
    for (const [path, count] of pages) {
      await visit(page, path);
      const found = await mockups(page);
      expect(found, path).toHaveLength(count);
      for (const { id, text } of found) {
        expect(text, `${path} ${id}`).toMatch(ARABIC);
        expect(text, `${path} ${id}`).not.toMatch(EASTERN_DIGITS);
        const withoutNames = LATIN_NAMES.reduce((rest, name) => rest.replaceAll(name, ""), text);
        expect(withoutNames, `${path} ${id}: Latin letters outside the brand names`).not.toMatch(/[A-Za-z]/);
      }
      expect(checkEdition(found, arabicScreens, true), path).toEqual([]);
    }
  });
}

test("R-EDITION-20: the English pages' phones are the English screens, left to right", async ({ page }) => {
  for (const [path, count] of [
    ["/", 10],
    ["/features", 6],
  ] as const) {
    await visit(page, path);
    const found = await mockups(page);
    expect(found, path).toHaveLength(count);
    for (const { id, text } of found) expect(text, `${path} ${id}`).not.toMatch(ARABIC);
    expect(checkEdition(found, englishScreens, false), path).toEqual([]);
  }
});
