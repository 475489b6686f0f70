/** A second process on the same PGlite folder refuses to start. */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError, lockFolder } from "./folder-lock.server";

describe("the PGlite folder lock", () => {
  it("refuses a folder held by another running process, naming it and the way out", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "drivebee-lock-")), "pglite");
    // Another process holds the lock while it lives.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(`${folder}.lock`, String(holder.pid));
      expect(() => lockFolder(folder)).toThrow(DatabaseLockedError);
      expect(() => lockFolder(folder)).toThrow(/in use by another process.*DATABASE_URL/);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that has exited (a crash)", () => {
    const folder = join(mkdtempSync(join(tmpdir(), "drivebee-lock-")), "pglite");
    writeFileSync(`${folder}.lock`, "999999999");
    const lock = lockFolder(folder);
    expect(existsSync(`${folder}.lock`)).toBe(true);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
