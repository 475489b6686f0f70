/**
 * npm run admin:create -- --email someone@example.com [--name "Full Name"] [--reset-password]
 * npm run admin:revoke -- --email someone@example.com
 * npm run admin:list
 *
 * The password comes from ADMIN_PASSWORD or a hidden prompt, never from the
 * command line (it would stay in the shell history and the process list).
 * Uses DATABASE_URL like the server; with the embedded database, stop the
 * server first (the folder belongs to one process).
 */
import password from "@inquirer/password";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { createAuth } from "../auth/auth.server";
import { AdminCommandError, checkPassword, createAdmin, listAdmins, revokeAdmin } from "../admin/accounts.server";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client.server";
import { user } from "../db/schema";
import { resolveAppSecret } from "../secrets.server";

const USAGE = `Usage:
  npm run admin:create -- --email someone@example.com [--name "Full Name"] [--reset-password]
  npm run admin:revoke -- --email someone@example.com
  npm run admin:list
The password is read from ADMIN_PASSWORD or asked for (hidden).`;

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return checkPassword(fromEnv);
  if (!process.stdin.isTTY) throw new AdminCommandError("No terminal to ask for the password: set ADMIN_PASSWORD.");
  const first = await password({
    message: "Password (12 characters or more):",
    mask: "*",
    validate: (value) => value.length >= 12 || "At least 12 characters",
  });
  const second = await password({ message: "Same password again:", mask: "*" });
  if (first !== second) throw new AdminCommandError("The two passwords differ.");
  return checkPassword(first);
}

async function main() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: {
      email: { type: "string" },
      name: { type: "string" },
      "reset-password": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
  });
  const command = positionals[0];
  if (values.help || !command || !["create", "revoke", "list"].includes(command)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command !== "list" && !values.email) throw new AdminCommandError(`--email is required.\n${USAGE}`);

  const database = await openDatabase(process.env.DATABASE_URL);
  try {
    await database.migrate();
    const actor = { id: null, email: `cli:${userInfo().username}` };
    if (command === "list") {
      const admins = await listAdmins(database.db);
      if (admins.length === 0)
        console.log("No admins yet. Create one with: npm run admin:create -- --email you@example.com");
      for (const admin of admins)
        console.log(`${admin.email}\t${admin.name}\tadmin since ${admin.since.toISOString()}`);
      return;
    }
    if (command === "revoke") {
      const revoked = await revokeAdmin({ db: database.db, actor }, values.email!);
      console.log(
        revoked
          ? `${values.email} is no longer an admin; their sessions are closed.`
          : `${values.email} was not an admin.`,
      );
      return;
    }
    // The CLI serves no requests, so the hosts of the login do not matter: production's (the narrowest).
    const auth = createAuth({
      db: database.db,
      secret: resolveAppSecret({ configured: process.env.APP_SECRET, dataFolder: database.folder }),
      nodeEnv: "production",
    });
    const { db } = database;
    const needsPassword = values["reset-password"] || !(await accountExists(db, values.email!));
    const result = await createAdmin(
      { db, auth, actor },
      {
        email: values.email!,
        ...(values.name ? { name: values.name } : {}),
        ...(needsPassword ? { password: await askPassword() } : {}),
        resetPassword: values["reset-password"],
      },
    );
    if (result.created) console.log(`Created admin ${result.email}. They can sign in at /auth.`);
    else if (result.wasAdmin && !result.passwordSet)
      console.log(`${result.email} is already an admin (password unchanged).`);
    else
      console.log(
        `${result.email} is now an admin${result.passwordSet ? " with the new password" : " (password unchanged)"}.`,
      );
  } finally {
    await database.close();
  }
}

async function accountExists(db: Database, email: string) {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  return rows.length > 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof AdminCommandError || error instanceof Error ? error.message : error);
  process.exit(1);
});
