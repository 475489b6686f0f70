/**
 * Two processes on one PGlite folder corrupt it silently,
 * so the embedded database is held with an exclusive lock file: created
 * atomically, holding our PID. A lock left by a process that no longer runs
 * (a crash) is taken over; a live one makes the second process refuse to start.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${pid}). ` +
        "Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several processes.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type FolderLock = { release: () => void };

export function lockFolder(folder: string): FolderLock {
  const lockPath = `${folder}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DatabaseLockedError(folder, pid);
      // Stale: its process is gone.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
