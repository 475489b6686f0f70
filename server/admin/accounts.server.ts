/**
 * Admin accounts, for the command line (`npm run admin:create`,
 * `admin:revoke`, `admin:list`): there is no public sign-up and no default
 * account. Passwords are hashed by the login's own hasher (auth/password.server.ts),
 * the one the login checks them with.
 */
import { and, eq } from "drizzle-orm";
import { adminPasswordSchema } from "../../core/schemas/admin";
import { contactEmailSchema } from "../../core/schemas/email";
import type { Auth } from "../auth/auth.server";
import { hashPassword } from "../auth/password.server";
import type { Database } from "../db/client.server";
import { account, session, user, userRoles } from "../db/schema";
import { recordAudit, type Actor } from "./audit.server";

export type CreateAdminResult = {
  userId: string;
  /** The address as stored (trimmed, lower case). */
  email: string;
  created: boolean;
  passwordSet: boolean;
  /** The account had the admin role already. */
  wasAdmin: boolean;
};

export class AdminCommandError extends Error {}

function parseEmail(email: string): string {
  const parsed = contactEmailSchema.safeParse(email);
  if (!parsed.success) throw new AdminCommandError(`Not a valid e-mail address: ${email}`);
  return parsed.data;
}

export function checkPassword(password: string): string {
  const parsed = adminPasswordSchema.safeParse(password);
  if (!parsed.success) throw new AdminCommandError(parsed.error.issues[0]?.message ?? "Invalid password");
  return parsed.data;
}

/**
 * Makes `email` an admin. A new address gets an account with `password`; an
 * existing account keeps its password unless `resetPassword` is set.
 */
export async function createAdmin(
  { db, auth, actor }: { db: Database; auth: Auth; actor: Actor },
  {
    email: rawEmail,
    name,
    password,
    resetPassword = false,
  }: { email: string; name?: string; password?: string; resetPassword?: boolean },
): Promise<CreateAdminResult> {
  const email = parseEmail(rawEmail);
  const context = await auth.$context;
  const [existing] = await db.select().from(user).where(eq(user.email, email));
  if (!existing && !password) throw new AdminCommandError("A new admin needs a password.");
  if (resetPassword && !password) throw new AdminCommandError("--reset-password needs a password.");
  const hash = password ? await hashPassword(checkPassword(password)) : null;
  /** better-auth's e-mail and password login reads the "credential" account. */
  const credential = (userId: string, passwordHash: string | null) => ({
    id: context.generateId({ model: "account" }) || crypto.randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
  });

  return db.transaction(async (tx) => {
    let userId = existing?.id;
    let passwordSet = false;
    if (!userId) {
      const now = new Date();
      userId = context.generateId({ model: "user" }) || crypto.randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: name?.trim() || email.split("@")[0]!,
        email,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values(credential(userId, hash));
      passwordSet = true;
    } else if (resetPassword && hash) {
      const updated = await tx
        .update(account)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length === 0) await tx.insert(account).values(credential(userId, hash));
      // A new password ends every open session of the account.
      await tx.delete(session).where(eq(session.userId, userId));
      passwordSet = true;
    }
    const granted = await tx
      .insert(userRoles)
      .values({ userId, role: "admin" })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    await recordAudit(tx, actor, "role.grant", email, { role: "admin", created: !existing, passwordSet });
    return { userId, email, created: !existing, passwordSet, wasAdmin: granted.length === 0 };
  });
}

/** Takes the admin role away and ends the account's sessions. Returns false when it had no role. */
export async function revokeAdmin({ db, actor }: { db: Database; actor: Actor }, rawEmail: string): Promise<boolean> {
  const email = parseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!found) return false;
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, found.id), eq(userRoles.role, "admin")))
      .returning({ userId: userRoles.userId });
    if (removed.length === 0) return false;
    await tx.delete(session).where(eq(session.userId, found.id));
    await recordAudit(tx, actor, "role.revoke", email, { role: "admin" });
    return true;
  });
}

export async function listAdmins(db: Database): Promise<{ email: string; name: string; since: Date }[]> {
  const rows = await db
    .select({ email: user.email, name: user.name, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(user.email);
  return rows;
}
