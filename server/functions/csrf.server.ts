/**
 * CSRF tokens (spec §5, R-OPEN-20): an HMAC of the timestamp and a random
 * nonce under the server secret. Valid for 300000 ms, never from the future.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isFreshTimestamp } from "../../core/schemas/security";

function sign(secret: string, timestamp: number, nonce: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${nonce}`).digest("base64url");
}

export function issueCsrfToken(secret: string, now: number = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  return { csrfToken: `${nonce}.${sign(secret, now, nonce)}`, timestamp: now };
}

export function verifyCsrfToken(secret: string, token: string, timestamp: number, now: number = Date.now()): boolean {
  if (!isFreshTimestamp(timestamp, now)) return false;
  const [nonce, mac, extra] = token.split(".");
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, timestamp, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
