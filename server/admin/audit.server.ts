/** The audit log of admin actions: who, what, when (R-OPEN-10, R-SAFE-05). */
import type { Database } from "../db/client.server";
import { auditLog } from "../db/schema";

export type Actor = { id: string | null; email: string };

/** A database or a transaction: anything that can insert. */
type Writer = Pick<Database, "insert">;

/**
 * Writes one entry: who (the acting account), what, and about what. Every address in the
 * target and the details is masked here, whoever calls (R-SAFE-05): an entry about a visitor
 * or a staff account names them as the log's readers need, not so they can be written to.
 */
export async function recordAudit(
  db: Writer,
  actor: Actor,
  action: string,
  target: string | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target: target === null ? null : withAddressesMasked(target),
    details: details
      ? withAddressesMasked(Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)))
      : null,
  });
}

/** `value` with every address in it masked (maskEmailsIn): strings, and the strings of arrays and plain objects. */
function withAddressesMasked<T>(value: T): T {
  if (typeof value === "string") return maskEmailsIn(value) as T;
  if (Array.isArray(value)) return value.map(withAddressesMasked) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAddressesMasked(item)])) as T;
  return value;
}

/** "jane.doe@example.com" → "j***@example.com": enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  // Not an address (a name, part of one): nothing of it is kept but its first character.
  if (at < 0) return email ? `${email[0]}***` : "***";
  if (at === 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** A run of characters around an "@", up to a space or a delimiter of text or SMTP ("<x@y>", "(x@y)", "to: x@y,"). */
const ADDRESS_IN_TEXT = /[^\s<>()[\]{}",;:]+@[^\s<>()[\]{}",;:]+/gu;

/**
 * Free text (an SMTP server's refusal, an error's message) with every address
 * in it masked by `maskEmail` (R-SAFE-41): "550 Mailbox jane@example.com
 * unavailable" → "550 Mailbox j***@example.com unavailable".
 */
export function maskEmailsIn(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, (address) => maskEmail(address));
}

/**
 * An export's filters as the audit log keeps them: a search term is masked
 * like an address (an operator searches by e-mail more than by anything),
 * so the log records that an export was narrowed, not whom it was about.
 */
export function auditedFilters<T extends { q?: string | undefined }>(filters: T): T {
  return filters.q ? { ...filters, q: maskEmail(filters.q) } : filters;
}
