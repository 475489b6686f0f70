/**
 * Following the newsletter's links (R-FOLLOW-10, 11): confirming a pending
 * address, and unsubscribing one. Both are idempotent: a link followed twice
 * says what it said the first time and changes nothing more.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { unsubscribe } from "../db/queries/leads";
import { awaitsConfirmation } from "../db/queries/opt-out";
import { newsletterSubscribers } from "../db/schema";
import type { ConfirmationClaim } from "./tokens.server";

export type ConfirmOutcome =
  | { state: "confirmed" | "already-confirmed"; email: string }
  /** Expired, replaced by a newer link, or the address unsubscribed since. */
  | { state: "expired" }
  /** The address is no longer stored (erased by the privacy tool). */
  | { state: "gone" };

/**
 * Sets the subscriber `subscribed` if it still waits for exactly this
 * confirmation (the token's confirmation_sent_at) and the link is fresh;
 * otherwise says why not. An address that unsubscribed waits only for a
 * confirmation sent since, whose press clears its opt-out (R-SAFE-27).
 */
export async function confirmSubscription(db: Database, claim: ConfirmationClaim, at: Date): Promise<ConfirmOutcome> {
  const row = eq(newsletterSubscribers.id, claim.subscriberId);
  if (!claim.expired) {
    const [confirmed] = await db
      .update(newsletterSubscribers)
      .set({ status: "subscribed", confirmedAt: at, unsubscribedAt: null })
      .where(
        and(row, awaitsConfirmation(newsletterSubscribers), eq(newsletterSubscribers.confirmationSentAt, claim.sentAt)),
      )
      .returning({ email: newsletterSubscribers.email });
    if (confirmed) return { state: "confirmed", email: confirmed.email };
  }
  const [current] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(row);
  if (!current) return { state: "gone" };
  return current.status === "subscribed" ? { state: "already-confirmed", email: current.email } : { state: "expired" };
}

/** Unsubscribes the address (the first time is kept); its e-mail, or null when it is no longer stored. */
export async function unsubscribeSubscriber(db: Database, subscriberId: string, at: Date): Promise<string | null> {
  const row = await unsubscribe(db, subscriberId, at);
  return row?.email ?? null;
}
