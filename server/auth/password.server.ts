/**
 * Password hashes of the team login, in our hands (security review): the
 * login caps how many run at once and tests can count them.
 *
 * The format and cost are better-auth 1.7's own (`@better-auth/utils/password`:
 * "salt:key" in hex, scrypt N=16384 r=16 p=1, 64-byte key, NFKC password), so
 * hashes made before and after this module verify either way. node:crypto's
 * callback scrypt runs on libuv's thread pool, never on the event loop.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64 } as const;

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await derive(password, salt)).toString("hex")}`;
}

/** A stored value that is not "salt:key" never matches (better-auth would throw, a 500). */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key || !/^[0-9a-f]+$/i.test(key)) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
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
