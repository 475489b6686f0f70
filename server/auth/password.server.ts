/**
 * Password hashes of the team login: better-auth's own functions (`better-auth/crypto`), so
 * the format and cost are always the library's and a hash either side writes verifies on the
 * other (R-SAFE-06). Ours only wraps them: a stored value better-auth cannot read never matches
 * instead of throwing, and the login caps how many run at once (createGate) and tests count them.
 */
import { hashPassword as libraryHash, verifyPassword as libraryVerify } from "better-auth/crypto";

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/** What better-auth writes: "salt:key", the key in hex. */
const STORED_HASH = /^[^:]+:[0-9a-f]+$/i;

export function hashPassword(password: string): Promise<string> {
  return libraryHash(password);
}

/** A stored value that is not "salt:key" never matches (better-auth would throw, a 500). */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!STORED_HASH.test(hash)) return false;
  return libraryVerify({ hash, password });
}

export const scryptPassword: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/** Thrown by a full gate: the caller answers 503 with Retry-After instead of waiting. */
export class GateFullError extends Error {
  constructor() {
    super("Too many sign-ins at once");
  }
}

export type Gate = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** Every slot taken and the queue full: `run` would refuse. */
  readonly full: boolean;
};

/**
 * At most `concurrency` tasks at once and `queue` more waiting; past that,
 * `run` refuses at once (GateFullError), so nobody waits longer than the queue
 * ahead of them. A tiny semaphore: p-limit has no bound on its queue.
 */
export function createGate({ concurrency, queue }: { concurrency: number; queue: number }): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (active < concurrency) active += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new GateFullError();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    get full() {
      return active >= concurrency && waiting.length >= queue;
    },
  };
}
