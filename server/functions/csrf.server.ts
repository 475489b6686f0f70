/**
 * CSRF tokens (spec §5, R-OPEN-20): an HMAC of the timestamp and a random
 * nonce under a key derived from the app secret for this purpose alone.
 * Valid for 300000 ms, never from the future, and once: the first request
 * that presents a token records its nonce in the rate-limit table, and any
 * later one with the same nonce is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isFreshTimestamp } from "../../core/schemas/security";
import type { Database } from "../db/client.server";
import { deriveKey } from "../secrets.server";
import { hit, limitKey } from "./rate-limit.server";

/** Longer than a token lives (5 minutes), so a nonce is remembered for as long as its token could pass. */
export const CSRF_NONCE_WINDOW_MS = 10 * 60_000;

function sign(secret: string, timestamp: number, nonce: string): string {
  return createHmac("sha256", deriveKey(secret, "csrf")).update(`${timestamp}.${nonce}`).digest("base64url");
}

export function issueCsrfToken(secret: string, now: number = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  return { csrfToken: `${nonce}.${sign(secret, now, nonce)}`, timestamp: now };
}

/**
 * The token's nonce when its signature is ours and it is fresh, else null.
 * Says nothing about earlier use: the caller records the nonce (`csrfNonceKey`).
 */
export function verifyCsrfToken(
  secret: string,
  token: string,
  timestamp: number,
  now: number = Date.now(),
): string | null {
  if (!isFreshTimestamp(timestamp, now)) return null;
  const [nonce, mac, extra] = token.split(".");
  if (!nonce || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, timestamp, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The rate-limit key that records a nonce's use: a count above 1 is a replay. */
export function csrfNonceKey(nonce: string): string {
  return limitKey("csrf", nonce);
}

/** Verifies a token and spends it (one atomic upsert): true for its first use only. */
export async function consumeCsrfToken(
  db: Database,
  secret: string,
  token: string,
  timestamp: number,
  now: number = Date.now(),
): Promise<boolean> {
  const nonce = verifyCsrfToken(secret, token, timestamp, now);
  if (!nonce) return false;
  const use = await hit(db, csrfNonceKey(nonce), 1, { now: new Date(now), windowMs: CSRF_NONCE_WINDOW_MS });
  return use.allowed;
}
