/**
 * The signed links of a double opt-in list (the newsletter, the renewal
 * reminders; R-FOLLOW-08, 11), HMACs under keys derived from the app secret
 * for each list and purpose alone (server/secrets.server.ts), so a link of one
 * list means nothing to another.
 * - Confirmation: `id.sentAt.mac`, bound to the row and to the confirmation
 *   it came with (its confirmation_sent_at), so a link stops working once a
 *   newer one was sent, and a used one cannot change a later state. It
 *   expires `ttlMs` after it was sent.
 * - Unsubscribe: `id.mac`, never expires: List-Unsubscribe links in old
 *   e-mails must keep working.
 */
import { siteConfig } from "../../site.config";
import { isSignedFor, signFor } from "../secrets.server";

/** A list's signing purposes ("newsletter-confirm", …) and how long its confirmation links work. */
export type SignedList = { confirm: string; unsubscribe: string; ttlMs: number };

export type SignedConfirmation = { rowId: string; sentAt: Date; expired: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signConfirmation(secret: string, list: SignedList, rowId: string, sentAt: Date): string {
  const message = `${rowId}.${sentAt.getTime().toString(36)}`;
  return `${message}.${signFor(secret, list.confirm, message)}`;
}

/** What a confirmation token of the list says, or null for anything it did not sign. */
export function readConfirmation(
  secret: string,
  list: SignedList,
  token: string,
  now: number,
): SignedConfirmation | null {
  const [id, sent, mac, extra] = token.split(".");
  if (!id || !sent || !mac || extra !== undefined || !isSignedFor(secret, list.confirm, `${id}.${sent}`, mac))
    return null;
  const sentAt = parseInt(sent, 36);
  if (!UUID.test(id) || !Number.isSafeInteger(sentAt)) return null;
  return { rowId: id, sentAt: new Date(sentAt), expired: now > sentAt + list.ttlMs };
}

export function signUnsubscribe(secret: string, list: SignedList, rowId: string): string {
  return `${rowId}.${signFor(secret, list.unsubscribe, rowId)}`;
}

/** The row an unsubscribe token of the list names, or null. */
export function readUnsubscribe(secret: string, list: SignedList, token: string): string | null {
  const [id, mac, extra] = token.split(".");
  if (!id || !mac || extra !== undefined || !UUID.test(id)) return null;
  return isSignedFor(secret, list.unsubscribe, id, mac) ? id : null;
}

/** A link on the site carrying a signed token (the token in the query, never trusted until read back). */
export const siteLinkWithToken = (path: string, token: string): string =>
  `${siteConfig.origin}${path}?token=${encodeURIComponent(token)}`;
