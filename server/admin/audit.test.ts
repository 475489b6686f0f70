/**
 * R-SAFE-05: the audit log names no address in full, whoever writes the entry: the staff
 * addresses of role grants and revocations, and any address in an entry's target or details.
 * On PGlite and PostgreSQL, through the CLI's functions and the admin API.
 */
import { asc } from "drizzle-orm";
import { expect } from "vitest";
import type { AuditEntry, Page } from "../../core/admin-api";
import { apiTest as it, describeOnDatabases } from "../../tests/support/api";
import { auditLog } from "../db/schema";
import { revokeAdmin } from "./accounts.server";
import { recordAudit } from "./audit.server";

const OPS = { email: "ops@drivebee.ae", password: "correct-horse-battery-staple" };
const STAFF = { email: "layla.staff@drivebee.ae", password: "another-long-password" };
const CLI = { id: null, email: "cli:test" };

describeOnDatabases("addresses in the audit log", () => {
  it("role.grant and role.revoke name the staff account masked, in the table and in /admin's log", async ({ api }) => {
    await api.createUser(OPS.email, OPS.password);
    await api.createUser(STAFF.email, STAFF.password);
    expect(await revokeAdmin({ db: api.db, actor: CLI }, STAFF.email)).toBe(true);

    const rows = await api.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.map(({ action, target }) => ({ action, target }))).toEqual([
      { action: "role.grant", target: "o***@drivebee.ae" },
      { action: "role.grant", target: "l***@drivebee.ae" },
      { action: "role.revoke", target: "l***@drivebee.ae" },
    ]);
    const cookie = await api.sessionCookie(OPS.email, OPS.password);
    const shown = JSON.stringify(((await (await api.api("/admin/audit", { cookie })).json()) as Page<AuditEntry>).rows);
    expect(shown).toContain("l***@drivebee.ae");
    expect(shown).not.toContain(STAFF.email);
    expect(shown).not.toContain(OPS.email);
  });

  it("any address in an entry's target or details is masked when it is written, nested or inside a sentence", async ({
    api,
  }) => {
    await recordAudit(api.db, CLI, "test.entry", "Reply to Jane.Doe+news@example.com about it", {
      recipient: "sam@example.org",
      recipients: ["a.one@example.net", "not an address", "@handle"],
      error: { message: "550 Mailbox reject-me@victim.test unavailable", code: 550 },
      already: "s***@drivebee.ae",
      count: 3,
      nothing: undefined,
    });
    const [entry] = await api.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorEmail: "cli:test",
      target: "Reply to J***@example.com about it",
      details: {
        recipient: "s***@example.org",
        recipients: ["a***@example.net", "not an address", "@handle"],
        error: { message: "550 Mailbox r***@victim.test unavailable", code: 550 },
        already: "s***@drivebee.ae",
        count: 3,
      },
    });
    expect(entry!.details).not.toHaveProperty("nothing");
  });
});
