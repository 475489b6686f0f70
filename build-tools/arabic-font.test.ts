import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { ARABIC, ARABIC_SOURCES, FACES, filesUnder, fontsourceFace, root, subsetFace } from "./arabic-font";

/** Every line of the edition's own Arabic text. */
const lines = [
  ...new Set(
    ARABIC_SOURCES.flatMap((source) => filesUnder(join(root, source)))
      .flatMap((file) => readFileSync(file, "utf8").split("\n"))
      .map((line) => line.trim())
      .filter((line) => ARABIC.test(line)),
  ),
];

function shaper(sfnt: Uint8Array) {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    // Glyph ids differ between the two files; advances, offsets and clusters say how the line is drawn.
    return buffer
      .getGlyphPositions()
      .map((position, index) => [
        position.xAdvance,
        position.xOffset,
        position.yOffset,
        buffer.getGlyphInfos()[index]!.cluster,
      ]);
  };
}

describe("the Arabic typeface cut to the edition (R-EDITION-07)", () => {
  it("finds the edition's text", () => {
    expect(lines.length).toBeGreaterThan(1000);
  });

  for (const [name, weight] of Object.entries(FACES))
    it(`draws every line of the edition's text exactly as the whole ${name} face does, at a third of its size`, async () => {
      const whole = shaper(await convert(fontsourceFace(weight), "sfnt"));
      const cut = shaper(await subsetFace(weight, "sfnt"));
      for (const line of lines) expect(cut(line), line).toEqual(whole(line));
      expect((await subsetFace(weight)).length).toBeLessThan(fontsourceFace(weight).length / 2);
    }, 60_000);
});
