/**
 * The operator's side of the job queue over HTTP, on PGlite and PostgreSQL:
 * the Outbox with Retry and Cancel and their audit entries
 * (R-FOLLOW-30), the Android launch announcement (R-FOLLOW-31) and its
 * unsubscribe link (R-FOLLOW-32), each behind the admin guard.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type {
  AnnouncementResult,
  AnnouncementsAnswer,
  AuditEntry,
  EnquiryView,
  OutboxMessage,
  Overview,
  Page,
} from "../../core/admin-api";
import { ANNOUNCEMENT_DEFAULT } from "../../core/schemas/admin";
import { siteConfig } from "../../site.config";
import { apiTest as it, describeOnDatabases, TEST_SECRET, type Harness } from "../../tests/support/api";
import { ADMIN, oneClickPost, signInAdminAndMember, SOME_ID } from "../../tests/support/api-fixtures";
import { mailHeader } from "../../tests/support/mail";
import { startEmptiedMailCatcher } from "../../tests/support/inbox";
import { androidWaitlist, auditLog, contactEnquiries, waitlistAnnouncements } from "../db/schema";
import { mailJobId } from "../queue/jobs.server";
import { ANNOUNCEMENT_NOBODY_LEFT } from "./announcements.server";
import { waitlistUnsubscribeToken } from "../waitlist/tokens.server";

const mail = await startEmptiedMailCatcher();

async function storeEnquiry(api: Harness): Promise<string> {
  const [row] = await api.db
    .insert(contactEnquiries)
    .values({
      firstName: "Layla",
      lastName: "Haddad",
      email: "layla@example.com",
      subject: "Question about cashback",
      message: "How is the cashback paid?",
    })
    .returning({ id: contactEnquiries.id });
  await api.jobs.enquiryReceived(row!.id);
  return row!.id;
}

/** `n` entries that confirmed their address: those the announcement is for (R-SAFE-29). */
async function joinWaitlist(api: Harness, n: number): Promise<string[]> {
  const rows = await api.db
    .insert(androidWaitlist)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `driver.${i}@example.com`,
        status: "confirmed" as const,
        confirmedAt: new Date(api.now()),
      })),
    )
    .returning({ id: androidWaitlist.id });
  return rows.map((row) => row.id);
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function auditActions(api: Harness) {
  const rows = await api.db.select().from(auditLog);
  return rows.map((row) => ({ action: row.action, target: row.target, details: row.details }));
}

describeOnDatabases(
  "the Outbox with SMTP refusing",
  { smtpUrl: "smtp://127.0.0.1:9", queue: { retryLimit: 0 } },
  () => {
    it("R-FOLLOW-30: a failed alert is listed with its error, counted on the overview and shown on its enquiry; Retry and Cancel are audited", async ({
      api,
    }) => {
      const cookies = await signInAdminAndMember(api);
      const enquiryId = await storeEnquiry(api);
      const jobId = mailJobId({ kind: "enquiry-alert", enquiryId });
      const listed = () => api.api("/admin/outbox?state=failed", { cookie: cookies.admin });
      /** Retry or Cancel pressed on message `id`, by the admin unless `cookie` says otherwise. */
      const press = (id: string, action: "retry" | "cancel", cookie = cookies.admin) =>
        api.api(`/admin/outbox/${id}/${action}`, { method: "POST", body: {}, cookie });
      await expect
        .poll(async () => (await json<Page<OutboxMessage>>(await listed())).total, { timeout: 15_000 })
        .toBe(1);

      const [failed] = (await json<Page<OutboxMessage>>(await listed())).rows;
      expect(failed).toMatchObject({
        id: jobId,
        queue: "mail",
        kind: "enquiry-alert",
        recipient: "s***@drivebee.ae",
        state: "failed",
        retryCount: 0,
        retryLimit: 0,
      });
      expect(failed!.lastError).toMatch(/ECONNREFUSED/);
      expect(failed!.completedAt).not.toBeNull();

      const overview = await json<Overview>(await api.api("/admin/overview", { cookie: cookies.admin }));
      expect(overview.failedMessages).toBe(1);
      const enquiry = await json<EnquiryView>(
        await api.api(`/admin/enquiries/${enquiryId}`, { cookie: cookies.admin }),
      );
      expect(enquiry.alert).toMatchObject({ id: jobId, state: "failed" });
      expect(enquiry.emailedAt).toBeNull();

      // Other states filter it out; a state that does not exist is a 400.
      expect(
        (await json<Page<OutboxMessage>>(await api.api("/admin/outbox?state=sent", { cookie: cookies.admin }))).total,
      ).toBe(0);
      expect(await json(await api.api("/admin/outbox?state=lost", { cookie: cookies.admin }), 400)).toMatchObject({
        field: "state",
      });

      // The guard: a team member without the admin role can neither read nor retry.
      expect((await api.api("/admin/outbox", { cookie: cookies.member })).status).toBe(403);
      expect((await press(jobId, "retry", cookies.member)).status).toBe(403);

      const retried = await json<OutboxMessage>(await press(jobId, "retry"));
      expect(["retrying", "sending", "failed"]).toContain(retried.state);
      // pg-boss's retry grants one more try.
      expect(retried.retryLimit).toBe(1);
      // The one more try fails too, and the message is back among the failed.
      const latest = async () => (await json<Page<OutboxMessage>>(await listed())).rows[0];
      await expect
        .poll(async () => `${(await latest())?.state}/${(await latest())?.retryCount}`, { timeout: 15_000 })
        .toBe("failed/1");

      const cancelled = await json<OutboxMessage>(await press(jobId, "cancel"));
      expect(cancelled.state).toBe("cancelled");
      expect((await json<Overview>(await api.api("/admin/overview", { cookie: cookies.admin }))).failedMessages).toBe(
        0,
      );

      // Neither works twice; an unknown or malformed id is a 404.
      expect(await json(await press(jobId, "retry"), 409)).toEqual({ error: "Only a failed message can be retried" });
      expect(await json(await press(jobId, "cancel"), 409)).toEqual({
        error: "Only a waiting or failed message can be cancelled",
      });
      expect((await press(SOME_ID, "retry")).status).toBe(404);
      expect((await press("not-a-job", "cancel")).status).toBe(404);

      const audit = (await auditActions(api)).filter((entry) => entry.action.startsWith("outbox."));
      expect(audit).toEqual([
        {
          action: "outbox.retry",
          target: jobId,
          details: { kind: "enquiry-alert", recipient: "s***@drivebee.ae", from: "failed" },
        },
        {
          action: "outbox.cancel",
          target: jobId,
          details: { kind: "enquiry-alert", recipient: "s***@drivebee.ae", from: "failed" },
        },
      ]);
      const log = await json<Page<AuditEntry>>(await api.api("/admin/audit", { cookie: cookies.admin }));
      expect(log.rows.map((row) => row.actorEmail)).toContain(ADMIN.email);
    }, 40_000);
  },
);

describeOnDatabases("the Android launch announcement", { smtpUrl: mail.url }, () => {
  const send = (api: Harness, cookie: string, body: unknown = ANNOUNCEMENT_DEFAULT) =>
    api.api("/admin/waitlist/announcements", { method: "POST", body, cookie });

  it("R-FOLLOW-31: pressed twice (and by two admins at once) each address gets one e-mail; entries are marked notified as it goes out; all audited", async ({
    api,
  }) => {
    const cookies = await signInAdminAndMember(api);
    await api.createUser("second@drivebee.ae", ADMIN.password);
    const second = await api.sessionCookie("second@drivebee.ae", ADMIN.password);
    const ids = await joinWaitlist(api, 3);

    const before = await json<AnnouncementsAnswer>(
      await api.api("/admin/waitlist/announcements", { cookie: cookies.admin }),
    );
    expect(before).toEqual({ announcements: [], unnotified: 3, pending: 0, onTheirWay: 0 });

    const answers = await Promise.all([send(api, cookies.admin), send(api, second)]);
    const statuses = answers.map((response) => response.status).sort();
    const results = await Promise.all(
      answers.filter((r) => r.status === 201).map((r) => r.json() as Promise<AnnouncementResult>),
    );
    // Each press counts only the jobs it created: together, every address once.
    expect(results.reduce((sum, result) => sum + result.recipients, 0)).toBe(3);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);

    await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(3);
    await expect
      .poll(async () => (await api.db.select().from(androidWaitlist)).filter((row) => row.notifiedAt).length)
      .toBe(3);

    // A third press: nobody left to tell, nothing stored.
    expect(await json(await send(api, cookies.admin), 409)).toEqual({
      error: ANNOUNCEMENT_NOBODY_LEFT,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received).toHaveLength(3);
    const recipients = mail.received.map((raw) => mailHeader(raw, "To")).sort();
    expect(recipients).toEqual(["driver.0@example.com", "driver.1@example.com", "driver.2@example.com"]);

    const raw = mail.received.find((message) => mailHeader(message, "To") === "driver.0@example.com")!;
    expect(mailHeader(raw, "Subject")).toBe(ANNOUNCEMENT_DEFAULT.subject);
    const token = waitlistUnsubscribeToken(TEST_SECRET, ids[0]!);
    expect(mailHeader(raw, "List-Unsubscribe")).toBe(`<${siteConfig.origin}/api/waitlist/unsubscribe?token=${token}>`);
    expect(mailHeader(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The body is quoted-printable: soft line breaks and "=" escaped.
    expect(raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=")).toContain(`href="${siteConfig.playStoreUrl}"`);

    const stored = await api.db.select().from(waitlistAnnouncements);
    expect(stored.reduce((sum, row) => sum + row.recipients, 0)).toBe(3);
    const audit = (await auditActions(api)).filter((entry) => entry.action === "waitlist.announce");
    expect(audit).toHaveLength(stored.length);
    expect(audit.map((entry) => entry.target).sort()).toEqual(stored.map((row) => row.id).sort());

    const after = await json<AnnouncementsAnswer>(
      await api.api("/admin/waitlist/announcements", { cookie: cookies.admin }),
    );
    expect(after).toMatchObject({ unnotified: 0, onTheirWay: 0 });
    expect(after.announcements[0]?.subject).toBe(ANNOUNCEMENT_DEFAULT.subject);
    expect([ADMIN.email, "second@drivebee.ae"]).toContain(after.announcements[0]?.actorEmail);
  }, 40_000);

  it("R-FOLLOW-31: the mails are paced at the configured rate, after those still waiting; a later joiner gets a job of its own", async ({
    api,
  }) => {
    const cookies = await signInAdminAndMember(api);
    // Far from now: nothing goes out while the test reads the schedule.
    api.setNow(Date.now() + 60 * 60 * 1000);
    const first = await joinWaitlist(api, 4);
    const sent = await json<AnnouncementResult>(await send(api, cookies.admin), 201);
    expect(sent.recipients).toBe(4);
    const waiting = await json<AnnouncementsAnswer>(
      await api.api("/admin/waitlist/announcements", { cookie: cookies.admin }),
    );
    expect(waiting).toMatchObject({ unnotified: 4, onTheirWay: 4 });
    const starts = async (ids: string[]) =>
      Promise.all(
        ids.map(async (waitlistId) => {
          const job = await api.jobs.queue.boss.getJobById(
            "mail",
            mailJobId({ kind: "waitlist-announcement", waitlistId, announcementId: sent.id }),
          );
          return job!.startAfter.getTime();
        }),
      );
    // Entries that joined in one statement are ordered by id: read the slots in time order.
    const times = (await starts(first)).sort((a, b) => a - b);
    // 600 a minute in tests: 100 ms apart, the first at the (test) clock's now.
    expect(times[0]).toBe(api.now());
    expect(times.slice(1).map((time, i) => time - times[i]!)).toEqual([100, 100, 100]);

    const [late] = await api.db
      .insert(androidWaitlist)
      .values({ email: "late@example.com", status: "confirmed" })
      .returning();
    const again = await json<AnnouncementResult>(
      await send(api, cookies.admin, { subject: "Second", body: "Text", subjectAr: "الثاني", bodyAr: "نص" }),
      201,
    );
    expect(again.recipients).toBe(1);
    const lateJob = await api.jobs.queue.boss.getJobById(
      "mail",
      mailJobId({ kind: "waitlist-announcement", waitlistId: late!.id, announcementId: again.id }),
    );
    expect(lateJob!.startAfter.getTime()).toBe(times[3]! + 100);
    expect(lateJob!.data).toMatchObject({ announcementId: again.id });
  });

  it("R-FOLLOW-31: refuses what is not an announcement, and non-admins", async ({ api }) => {
    const cookies = await signInAdminAndMember(api);
    await joinWaitlist(api, 1);
    const arabic = { subjectAr: "إعلان", bodyAr: "نص" };
    expect(await json(await send(api, cookies.admin, { subject: "", body: "x", ...arabic }), 400)).toMatchObject({
      field: "subject",
    });
    expect(
      await json(await send(api, cookies.admin, { subject: "a\r\nBcc: x@example.com", body: "x", ...arabic }), 400),
    ).toMatchObject({
      field: "subject",
    });
    expect(
      await json(await send(api, cookies.admin, { subject: "Hi", body: "x".repeat(5001), ...arabic }), 400),
    ).toMatchObject({
      field: "body",
    });
    // Text PostgreSQL cannot store, and a page or state that is not one: 400s naming the field, never a 500.
    expect(
      await json(await send(api, cookies.admin, { subject: "Hi\u0000", body: "x", ...arabic }), 400),
    ).toMatchObject({
      field: "subject",
    });
    for (const query of ["page=%00", "state=x%00", "page=-1"])
      expect((await api.api(`/admin/outbox?${query}`, { cookie: cookies.admin })).status, query).toBe(400);
    expect((await send(api, cookies.member)).status).toBe(403);
    expect(
      (await api.api("/admin/waitlist/announcements", { method: "POST", body: ANNOUNCEMENT_DEFAULT })).status,
    ).toBe(401);
    expect(await api.db.select().from(waitlistAnnouncements)).toEqual([]);
  });

  it("R-FOLLOW-32, R-SAFE-30: the unsubscribe link shows one button; its one-click POST takes the entry off the waitlist and keeps it on record, twice without harm; a forged token is refused", async ({
    api,
  }) => {
    const [id, other] = await joinWaitlist(api, 2);
    const token = waitlistUnsubscribeToken(TEST_SECRET, id!);
    const url = `/api/waitlist/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await api.app.request(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Take me off the waitlist");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");

    const unsubscribedAt: (Date | null)[] = [];
    for (let i = 0; i < 2; i++) {
      const oneClick = await oneClickPost(api, url);
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("You are off the waitlist");
      const [left] = await api.db.select().from(androidWaitlist).where(eq(androidWaitlist.id, id!));
      expect(left!.status).toBe("unsubscribed");
      unsubscribedAt.push(left!.unsubscribedAt);
      api.advance(60_000);
    }
    // The first time is kept; the other entry is untouched.
    expect(unsubscribedAt[1]).toEqual(unsubscribedAt[0]);
    const [kept] = await api.db.select().from(androidWaitlist).where(eq(androidWaitlist.id, other!));
    expect(kept!.status).toBe("confirmed");

    const forged = `${other}.${token.split(".")[1]}`;
    for (const bad of [forged, "nonsense", ""]) {
      const answer = await api.app.request(`/api/waitlist/unsubscribe?token=${encodeURIComponent(bad)}`, {
        method: "POST",
      });
      expect(answer.status).toBe(400);
    }
    expect(
      await api.db
        .select()
        .from(androidWaitlist)
        .where(and(eq(androidWaitlist.id, other!))),
    ).toHaveLength(1);
  });
});
