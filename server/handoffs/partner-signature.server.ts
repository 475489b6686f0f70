/**
 * The broker's signature on its events (R-FUNNEL-21), the Stripe scheme: the header
 * `X-DriveBee-Signature: t=<unix seconds>,v1=<hex of HMAC-SHA256("<t>.<body>")>` under
 * PARTNER_WEBHOOK_SECRET, accepted within HANDOFFS.signatureToleranceSeconds of our clock, and
 * compared in constant time. Several v1 entries may be sent while a secret is being rolled.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { HANDOFFS } from "../../core/constants";

export const SIGNATURE_HEADER = "X-DriveBee-Signature";

/** The hex HMAC the broker sends as v1 for `body` signed at `timestamp` (unix seconds). */
export function partnerSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The whole header value, as the broker's server writes it (docs/partner-api.md). */
export function partnerSignatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${partnerSignature(secret, timestamp, body)}`;
}

export type SignatureVerdict = "valid" | "malformed" | "mismatch" | "stale";

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `header` signs `body`: "malformed" (no t or no v1), "mismatch" (no v1 is ours), "stale"
 * (ours, but signed too long ago or in the future), else "valid". The signature is checked before
 * the time, so a forged header learns nothing from our clock.
 */
export function verifyPartnerSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowMs: number,
): SignatureVerdict {
  if (!header || header.length > 1024) return "malformed";
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value, extra] = part.trim().split("=");
    if (value === undefined || extra !== undefined) return "malformed";
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1") signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return "malformed";
  const expected = Buffer.from(partnerSignature(secret, timestamp, body), "hex");
  const matches = signatures.some(
    (signature) => HEX_SHA256.test(signature) && timingSafeEqual(Buffer.from(signature, "hex"), expected),
  );
  if (!matches) return "mismatch";
  return Math.abs(nowMs / 1000 - timestamp) <= HANDOFFS.signatureToleranceSeconds ? "valid" : "stale";
}
