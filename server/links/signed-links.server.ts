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
import { DEFAULT_LOCALE, localized, type Locale } from "../../core/locales";
import { siteConfig } from "../../site.config";
import { isSignedFor, signFor } from "../secrets.server";

/**
 * A list's signing purposes ("newsletter-confirm", …), how long its confirmation links work, and
 * the page (in the default edition) its confirmation links lead to.
 */
export type SignedList = { confirm: string; unsubscribe: string; ttlMs: number; confirmPage: string };

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

/** A list's tokens and links, bound to its purposes: what each list's tokens module exports. */
export function signedLinksOf(list: SignedList) {
  const confirmationToken = (secret: string, rowId: string, sentAt: Date) =>
    signConfirmation(secret, list, rowId, sentAt);
  const unsubscribeToken = (secret: string, rowId: string) => signUnsubscribe(secret, list, rowId);
  return {
    confirmationToken,
    readConfirmation: (secret: string, token: string, now: number): SignedConfirmation | null =>
      readConfirmation(secret, list, token, now),
    unsubscribeToken,
    readUnsubscribe: (secret: string, token: string): string | null => readUnsubscribe(secret, list, token),
    /** The link in the confirmation e-mail, to the confirm page of the row's edition. */
    confirmUrl: (secret: string, rowId: string, sentAt: Date, language: Locale = DEFAULT_LOCALE): string =>
      siteLinkWithToken(localized(list.confirmPage, language), confirmationToken(secret, rowId, sentAt)),
    /** The List-Unsubscribe link (https, RFC 8058) and the footer's "Unsubscribe": `path` with the row's token. */
    unsubscribeUrl: (secret: string, rowId: string, path: string): string =>
      siteLinkWithToken(path, unsubscribeToken(secret, rowId)),
  };
}
