/** Renewal reminders as /admin reads them (R-FOLLOW-47): the list's columns and its search. */
import { and, eq, ilike } from "drizzle-orm";
import type { ReminderStatus } from "../../../core/schemas/admin";
import { renewalReminders } from "../schema";
import { containing } from "./page";

export const reminderColumns = {
  id: renewalReminders.id,
  email: renewalReminders.email,
  renewalMonth: renewalReminders.renewalMonth,
  status: renewalReminders.status,
  source: renewalReminders.source,
  language: renewalReminders.language,
  createdAt: renewalReminders.createdAt,
  confirmedAt: renewalReminders.confirmedAt,
  sentAt: renewalReminders.sentAt,
  unsubscribedAt: renewalReminders.unsubscribedAt,
};

/** By address (a part of it) and status. */
export function reminderFilter({ q, status }: { q?: string | undefined; status?: ReminderStatus | undefined }) {
  return and(
    q ? ilike(renewalReminders.email, containing(q)) : undefined,
    status ? eq(renewalReminders.status, status) : undefined,
  );
}
