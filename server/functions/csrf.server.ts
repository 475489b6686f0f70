/**
 * CSRF tokens (R-VAL-CSRF-01, R-CONST-08, R-OPEN-20): an HMAC of the timestamp and a random
 * nonce under a key derived from the app secret for this purpose alone.
 * Valid for 300000 ms, never from the future, and once: the first request
 * that presents a token records its nonce in the rate-limit table, and any
 * later one with the same nonce is refused.
 */
import { randomBytes } from "node:crypto";
import { isFreshTimestamp } from "../../core/schemas/security";
import type { Database } from "../db/client.server";
import { isSignedFor, signFor } from "../secrets.server";
import { hit, limitKey } from "../rate-limit/rate-limit.server";

/** Longer than a token lives (5 minutes), so a nonce is remembered for as long as its token could pass. */
export const CSRF_NONCE_WINDOW_MS = 10 * 60_000;

export function issueCsrfToken(secret: string, now: number = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  return { csrfToken: `${nonce}.${signFor(secret, "csrf", `${now}.${nonce}`)}`, timestamp: now };
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
  return isSignedFor(secret, "csrf", `${timestamp}.${nonce}`, mac) ? nonce : null;
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
