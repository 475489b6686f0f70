/**
 * The embedded database on disk (server/db/client.server.ts): its folder
 * holds password hashes and live sessions, so only this user may read it.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "drivebee-modes-"));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** Every entry under `folder` whose mode is not 0600 (files) or 0700 (folders), with its mode. */
function looseModes(folder: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${mode.toString(8)} ${path}`);
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (mode !== 0o600) loose.push(`${mode.toString(8)} ${path}`);
  };
  walk(folder);
  return loose;
}

describe("the PGlite folder", () => {
  it("every file is 0600 and every folder 0700 after open, migrations, writes and close", async () => {
    const folder = join(parent, "data", "pglite");
    const database = await openDatabase(folder);
    try {
      await database.migrate();
      expect(looseModes(folder)).toEqual([]);
      await database.db.execute(
        sql`insert into rate_limits (key, window_start, count) select 'k' || g, now(), 1 from generate_series(1, 5000) g`,
      );
      await database.db.execute(sql`checkpoint`);
      expect(looseModes(folder)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(looseModes(folder)).toEqual([]);
  }, 120_000);

  it("an existing folder left readable by an older version is tightened at open", async () => {
    const folder = join(parent, "pglite");
    const first = await openDatabase(folder);
    await first.close();
    chmodSync(folder, 0o755);
    mkdirSync(join(folder, "extra"), { mode: 0o755 });
    writeFileSync(join(folder, "extra", "file"), "x", { mode: 0o666 });
    chmodSync(join(folder, "extra", "file"), 0o666);
    const again = await openDatabase(folder);
    try {
      expect(looseModes(folder)).toEqual([]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
