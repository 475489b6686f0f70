/**
 * Anonymous visitor ids for experiment results, issued and signed by the
 * server: `<random>.<mac>`, the MAC an HMAC of the random part under a key
 * derived from the app secret for this purpose only. Results count only ids
 * this server issued, so made-up ids cannot move them; issuing is limited
 * per address like every other public function.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { VISITOR_ID_PATTERN } from "../../core/constants";

/** 16 random bytes, and a MAC cut to 16 bytes: 45 characters, inside the 64 the events table stores. */
const RANDOM_BYTES = 16;
const MAC_BYTES = 16;

function mac(key: string, random: string): string {
  return createHmac("sha256", key).update(`visitor:${random}`).digest().subarray(0, MAC_BYTES).toString("base64url");
}

export function issueVisitorId(key: string): string {
  const random = randomBytes(RANDOM_BYTES).toString("base64url");
  return `${random}.${mac(key, random)}`;
}

/** True only for an id this server signed with `key`. */
export function verifyVisitorId(key: string, id: string): boolean {
  if (!VISITOR_ID_PATTERN.test(id)) return false;
  const [random, given] = id.split(".") as [string, string];
  const expected = Buffer.from(mac(key, random));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
