/**
 * Following the newsletter's links (R-FOLLOW-10, 11): confirming a pending
 * address, and unsubscribing one. Both are idempotent: a link followed twice
 * says what it said the first time and changes nothing more.
 */
import type { Database } from "../db/client.server";
import { unsubscribe } from "../db/queries/leads";
import { confirmAddress, type AddressConfirmOutcome } from "../db/queries/opt-out";
import { newsletterSubscribers } from "../db/schema";
import type { ConfirmationClaim } from "./tokens.server";

export type ConfirmOutcome = AddressConfirmOutcome;

/**
 * Sets the subscriber `subscribed` if it still waits for exactly this
 * confirmation (the token's confirmation_sent_at) and the link is fresh;
 * otherwise says why not. An address that unsubscribed waits only for a
 * confirmation sent since, whose press clears its opt-out (R-SAFE-27).
 */
export function confirmSubscription(db: Database, claim: ConfirmationClaim, at: Date): Promise<ConfirmOutcome> {
  const { subscriberId: rowId, sentAt, expired } = claim;
  return confirmAddress(db, newsletterSubscribers, "subscribed", { rowId, sentAt, expired }, at);
}

/** Unsubscribes the address (the first time is kept); its e-mail, or null when it is no longer stored. */
export async function unsubscribeSubscriber(db: Database, subscriberId: string, at: Date): Promise<string | null> {
  const row = await unsubscribe(db, subscriberId, at);
  return row?.email ?? null;
}
