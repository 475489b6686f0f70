import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: a plain .mjs script run by `npm run build`
import { filesWithPlaceholders } from "./check-build-output.mjs";

describe("the build's placeholder check", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "drivebee-build-check-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names every built text file that still holds a {{placeholder}}, and ignores binary files", () => {
    mkdirSync(join(dir, "blog"));
    writeFileSync(join(dir, "blog", "rss.xml"), "<title>Save {{maxCashback}}</title>");
    writeFileSync(join(dir, "index.html"), "<h1>Save 25%</h1>");
    writeFileSync(join(dir, "icon.png"), Buffer.from("\x89PNG{{binary"));
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- a plain .mjs script, whose types TypeScript does not read
    expect(filesWithPlaceholders(dir)).toEqual(["blog/rss.xml"]);
  });
});
