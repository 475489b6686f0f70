/**
 * An enquiry's history (R-DESK-10..): the team's replies, the presses of its WhatsApp and call
 * links, notes, and changes of status and owner, in the order they happened. Written inside the
 * caller's transaction, beside its audit entry. And the enquiry's owner (R-DESK-20).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { EnquiryEventKind } from "../../../core/schemas/admin";
import type { Database } from "../client.server";
import { contactEnquiries, enquiryEvents, user, userRoles } from "../schema";
import { lockEnquiry } from "./leads";

type Db = Pick<Database, "select" | "update" | "insert">;

/**
 * Records one event on enquiry `enquiryId`: its id and time, or nothing without such an enquiry.
 * A reply also stamps the enquiry's first reply (R-DESK-11), the first time only.
 */
export async function recordEnquiryEvent(
  tx: Db,
  enquiryId: string,
  {
    kind,
    actorEmail,
    body = null,
    details = null,
  }: {
    kind: EnquiryEventKind;
    actorEmail: string;
    body?: string | null;
    details?: { from: string | null; to: string | null } | null;
  },
  at: Date,
) {
  const enquiry = await lockEnquiry(tx, enquiryId, { email: contactEnquiries.email });
  if (!enquiry) return undefined;
  const [event] = await tx
    .insert(enquiryEvents)
    .values({ enquiryId, kind, actorEmail, body, details, createdAt: at })
    .returning({ id: enquiryEvents.id, createdAt: enquiryEvents.createdAt });
  if (kind === "reply")
    await tx
      .update(contactEnquiries)
      .set({ firstRepliedAt: sql`coalesce(${contactEnquiries.firstRepliedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(contactEnquiries.id, enquiryId));
  return { ...event!, email: enquiry.email };
}

/** What an event of the history sends. */
export const enquiryEventColumns = {
  id: enquiryEvents.id,
  kind: enquiryEvents.kind,
  actorEmail: enquiryEvents.actorEmail,
  body: enquiryEvents.body,
  details: enquiryEvents.details,
  createdAt: enquiryEvents.createdAt,
};

/** Every event of an enquiry, oldest first. */
export function enquiryHistory(db: Db, enquiryId: string) {
  return db
    .select(enquiryEventColumns)
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, enquiryId))
    .orderBy(asc(enquiryEvents.seq));
}

/** The admins an enquiry can be given to (R-DESK-20), by address. */
export function enquiryOwners(db: Pick<Database, "select">) {
  return db
    .select({ id: user.id, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(user.email);
}

/**
 * Gives enquiry `enquiryId` to admin `ownerId`, or to nobody (inside the caller's transaction):
 * the owners' addresses before and after, "not an admin" when `ownerId` is none, or nothing
 * without such an enquiry.
 */
export async function setEnquiryOwner(tx: Db, enquiryId: string, ownerId: string | null, at: Date) {
  const before = await lockEnquiry(tx, enquiryId, { ownerId: contactEnquiries.ownerId });
  if (!before) return undefined;
  const owners = await tx
    .select({ id: user.id, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), inArray(user.id, [ownerId ?? "", before.ownerId ?? ""])));
  const emailOf = (id: string | null) => owners.find((owner) => owner.id === id)?.email ?? null;
  if (ownerId !== null && !emailOf(ownerId)) return "not an admin" as const;
  await tx.update(contactEnquiries).set({ ownerId, updatedAt: at }).where(eq(contactEnquiries.id, enquiryId));
  return { from: emailOf(before.ownerId), to: emailOf(ownerId), changed: before.ownerId !== ownerId };
}
