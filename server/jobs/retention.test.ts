/**
 * R-OPEN-06: the retention job deletes what the privacy page promises to
 * delete, and nothing else (PGlite in memory and PostgreSQL).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { RECIPIENT_MAIL, RETENTION } from "../../core/constants";
import { fillPlaceholders } from "../../core/placeholders";
import {
  abExperiments,
  androidWaitlist,
  auditLog,
  contactEnquiries,
  cspReports,
  experimentEvents,
  loginKnownClients,
  loginThrottle,
  newsletterSubscribers,
  rateLimits,
  recipientMail,
  renewalReminders,
} from "../db/schema";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { runRetention } from "./retention.server";

const NOW = new Date("2026-11-22T08:00:00Z");
const HOUR_MS = 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * HOUR_MS);
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);
const monthsAgo = (months: number, plusDays = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - plusDays * 24 * HOUR_MS);
};

/** The privacy page as visitors read it: its placeholders filled from the constants. */
const privacyPage = fillPlaceholders(readFileSync(join(process.cwd(), "content/pages/privacy.md"), "utf8"));

/** The period column of a row of the retention table (section 6) of the privacy page. */
function statedPeriod(row: RegExp): string {
  const section = privacyPage.slice(
    privacyPage.indexOf("## 6. How long we keep your data"),
    privacyPage.indexOf("## 7."),
  );
  const line = section.split("\n").find((text) => text.startsWith("|") && row.test(text));
  if (!line) throw new Error(`the privacy page has no retention row matching ${row}`);
  return line.split("|")[2]!.trim();
}

/** "Deleted within 3 hours ..." → 3. */
function statedHours(row: RegExp): number {
  const match = /within (\d+) hours?/.exec(statedPeriod(row));
  if (!match) throw new Error(`no "within N hours" in ${statedPeriod(row)}`);
  return Number(match[1]);
}
const enquiry = { firstName: "A", lastName: "B", subject: "S", message: "A message long enough." };

/** One run of the job at NOW (no Android launch date unless given). */
const retain = (api: Harness, androidLaunchDate: string | null = null) =>
  runRetention(api.db, { now: NOW, androidLaunchDate });

/** A run of the job deletes one row of `kind` from `table` and leaves these addresses in it. */
async function expectOneDeleted(
  api: Harness,
  kind: "enquiries" | "subscribers",
  table: typeof contactEnquiries | typeof newsletterSubscribers,
  left: string[],
) {
  expect((await retain(api))[kind]).toBe(1);
  const emails = await api.db.select({ email: table.email }).from(table);
  expect(emails.map((row) => row.email).sort()).toEqual(left);
}

describeOnDatabases("the retention job", () => {
  it("deletes enquiries 24 months after resolution, and only those", async ({ api }) => {
    await api.db.insert(contactEnquiries).values([
      {
        ...enquiry,
        email: "old-resolved@example.com",
        status: "resolved",
        resolvedAt: daysAgo(731),
        createdAt: daysAgo(800),
      },
      {
        ...enquiry,
        email: "recent-resolved@example.com",
        status: "resolved",
        resolvedAt: daysAgo(700),
        createdAt: daysAgo(800),
      },
      { ...enquiry, email: "old-open@example.com", status: "in_progress", createdAt: daysAgo(900) },
    ]);
    await expectOneDeleted(api, "enquiries", contactEnquiries, ["old-open@example.com", "recent-resolved@example.com"]);
  });

  it("purges unsubscribed addresses 30 days after the unsubscribe and keeps subscribers", async ({ api }) => {
    await api.db.insert(newsletterSubscribers).values([
      { email: "gone@example.com", source: "footer", status: "unsubscribed", unsubscribedAt: daysAgo(31) },
      { email: "just-left@example.com", source: "footer", status: "unsubscribed", unsubscribedAt: daysAgo(29) },
      { email: "reader@example.com", source: "footer", status: "subscribed", createdAt: daysAgo(1000) },
    ]);
    await expectOneDeleted(api, "subscribers", newsletterSubscribers, ["just-left@example.com", "reader@example.com"]);
  });

  it(`R-FOLLOW-15: deletes a signup never confirmed ${RETENTION.unconfirmedDays} days after its last confirmation e-mail`, async ({
    api,
  }) => {
    await api.db.insert(newsletterSubscribers).values([
      {
        email: "never@example.com",
        source: "footer",
        status: "pending",
        confirmationSentAt: daysAgo(31),
        createdAt: daysAgo(40),
      },
      // A repeated signup sent a new link 5 days ago: its 30 days run from that one.
      {
        email: "asked-again@example.com",
        source: "footer",
        status: "pending",
        confirmationSentAt: daysAgo(5),
        createdAt: daysAgo(90),
      },
      {
        email: "reader@example.com",
        source: "footer",
        status: "subscribed",
        confirmationSentAt: daysAgo(400),
        createdAt: daysAgo(400),
      },
    ]);
    await expectOneDeleted(api, "subscribers", newsletterSubscribers, [
      "asked-again@example.com",
      "reader@example.com",
    ]);
  });

  it(`R-FOLLOW-48: deletes a renewal reminder ${RETENTION.reminderSentDays} days after it was sent, one never sent as long after its month began, and never-confirmed and cancelled ones as the newsletter`, async ({
    api,
  }) => {
    const reminder = (email: string, values: Partial<typeof renewalReminders.$inferInsert>) => ({
      email,
      renewalMonth: "2027-02",
      source: "home",
      consentAt: daysAgo(200),
      createdAt: daysAgo(200),
      ...values,
    });
    await api.db.insert(renewalReminders).values([
      reminder("sent-long-ago@example.com", { status: "sent", renewalMonth: "2026-10", sentAt: daysAgo(61) }),
      reminder("sent-recently@example.com", { status: "sent", renewalMonth: "2026-11", sentAt: daysAgo(59) }),
      // Its month began more than 60 days ago (1 September 2026) and it never went out.
      reminder("never-sent@example.com", { status: "scheduled", renewalMonth: "2026-09", confirmedAt: daysAgo(150) }),
      reminder("waiting@example.com", { status: "scheduled", renewalMonth: "2027-02", confirmedAt: daysAgo(150) }),
      reminder("never-confirmed@example.com", { status: "pending", confirmationSentAt: daysAgo(31) }),
      reminder("asked-again@example.com", { status: "pending", confirmationSentAt: daysAgo(5) }),
      reminder("cancelled@example.com", { status: "unsubscribed", unsubscribedAt: daysAgo(31) }),
      reminder("just-cancelled@example.com", { status: "unsubscribed", unsubscribedAt: daysAgo(29) }),
    ]);
    expect((await retain(api)).reminders).toBe(4);
    const left = await api.db.select({ email: renewalReminders.email }).from(renewalReminders);
    expect(left.map((row) => row.email).sort()).toEqual([
      "asked-again@example.com",
      "just-cancelled@example.com",
      "sent-recently@example.com",
      "waiting@example.com",
    ]);
  });

  it("drops user agents after 90 days", async ({ api }) => {
    await api.db.insert(newsletterSubscribers).values([
      {
        email: "old@example.com",
        source: "footer",
        status: "subscribed",
        userAgent: "Mozilla/5.0 old",
        createdAt: daysAgo(91),
      },
      {
        email: "new@example.com",
        source: "footer",
        status: "subscribed",
        userAgent: "Mozilla/5.0 new",
        createdAt: daysAgo(89),
      },
    ]);
    await api.db
      .insert(contactEnquiries)
      .values({ ...enquiry, email: "e@example.com", userAgent: "Mozilla/5.0 old", createdAt: daysAgo(120) });
    expect((await retain(api)).userAgents).toBe(2);
    const agents = await api.db
      .select({ email: newsletterSubscribers.email, userAgent: newsletterSubscribers.userAgent })
      .from(newsletterSubscribers);
    expect(Object.fromEntries(agents.map((row) => [row.email, row.userAgent]))).toEqual({
      "old@example.com": null,
      "new@example.com": "Mozilla/5.0 new",
    });
    expect((await api.db.select().from(contactEnquiries))[0]!.userAgent).toBeNull();
  });

  it("keeps the waitlist until 6 months after the Android launch", async ({ api }) => {
    await api.db.insert(androidWaitlist).values({ email: "android@example.com" });
    expect((await retain(api)).waitlist).toBe(0);
    expect((await retain(api, "2026-06-01")).waitlist).toBe(0);
    expect((await retain(api, "2026-05-01")).waitlist).toBe(1);
    expect(await api.db.select().from(androidWaitlist)).toEqual([]);
  });
  it(`deletes audit log entries after ${RETENTION.auditLogMonths} months`, async ({ api }) => {
    await api.db.insert(auditLog).values([
      { actorEmail: "ops@drivebee.ae", action: "enquiries.export", at: monthsAgo(RETENTION.auditLogMonths, 1) },
      { actorEmail: "ops@drivebee.ae", action: "privacy.erase", at: monthsAgo(RETENTION.auditLogMonths, -1) },
    ]);
    expect((await retain(api)).auditLog).toBe(1);
    expect((await api.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action)).toEqual([
      "privacy.erase",
    ]);
  });

  it(`deletes experiment events ${RETENTION.experimentEventMonths} months after their experiment ended, or after they were recorded while it runs`, async ({
    api,
  }) => {
    const [ended, recentlyEnded, running] = await api.db
      .insert(abExperiments)
      .values([
        {
          name: "Ended long ago",
          status: "completed",
          endedAt: monthsAgo(RETENTION.experimentEventMonths, 1),
          pageLocations: ["hero"],
        },
        {
          name: "Ended recently",
          status: "completed",
          endedAt: monthsAgo(RETENTION.experimentEventMonths, -1),
          pageLocations: ["hero"],
        },
        { name: "Running", status: "active", pageLocations: ["hero"] },
      ])
      .returning();
    const old = monthsAgo(RETENTION.experimentEventMonths + 6);
    await api.db.insert(experimentEvents).values([
      {
        experimentId: ended!.id,
        visitorId: "visitor-ended",
        eventType: "impression",
        pageLocation: "hero",
        createdAt: monthsAgo(RETENTION.experimentEventMonths + 2),
      },
      // Older than the period, but its experiment ended within it: the results stay whole.
      {
        experimentId: recentlyEnded!.id,
        visitorId: "visitor-recent",
        eventType: "impression",
        pageLocation: "hero",
        createdAt: old,
      },
      {
        experimentId: running!.id,
        visitorId: "visitor-old",
        eventType: "impression",
        pageLocation: "hero",
        createdAt: old,
      },
      {
        experimentId: running!.id,
        visitorId: "visitor-new",
        eventType: "impression",
        pageLocation: "hero",
        createdAt: daysAgo(3),
      },
    ]);
    expect((await retain(api)).experimentEvents).toBe(2);
    const left = (await api.db.select({ visitorId: experimentEvents.visitorId }).from(experimentEvents))
      .map((row) => row.visitorId)
      .sort();
    expect(left).toEqual(["visitor-new", "visitor-recent"]);
  });

  it(`deletes CSP violation reports after ${RETENTION.cspReportDays} days`, async ({ api }) => {
    await api.db.insert(cspReports).values([
      { effectiveDirective: "script-src-elem", receivedAt: daysAgo(RETENTION.cspReportDays + 1) },
      { effectiveDirective: "img-src", receivedAt: daysAgo(RETENTION.cspReportDays - 1) },
    ]);
    expect((await retain(api)).cspReports).toBe(1);
    expect(
      (await api.db.select({ directive: cspReports.effectiveDirective }).from(cspReports)).map((row) => row.directive),
    ).toEqual(["img-src"]);
  });

  it("rate-limit counters are gone by the time the privacy page says, running every RETENTION.intervalHours", async ({
    api,
  }) => {
    const stated = statedHours(/Rate-limit counters/);
    // The job runs every intervalHours: a counter must be deleted by a run at most that long before the stated time.
    const deadline = stated - RETENTION.intervalHours;
    await api.db.insert(rateLimits).values([
      { key: "newsletter:email:due@example.com", windowStart: hoursAgo(deadline + 1 / 60), count: 1 },
      { key: "newsletter:email:early@example.com", windowStart: hoursAgo(deadline - 1 / 60), count: 1 },
    ]);
    await retain(api);
    expect((await api.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual([
      "newsletter:email:early@example.com",
    ]);
    expect(deadline).toBeGreaterThanOrEqual(1);
  });

  it("R-SAFE-22: a mailbox's count of confirmation e-mails is gone the week after its last, as the privacy page says", async ({
    api,
  }) => {
    const week = RECIPIENT_MAIL.weekMs / (24 * HOUR_MS);
    expect(statedPeriod(/Count of confirmation e-mails/)).toContain(`${week} days after the last confirmation e-mail`);
    await api.db.insert(recipientMail).values([
      { mailbox: "mailbox:spent", sends: {}, lastSentAt: daysAgo(week + 1 / 24) },
      { mailbox: "mailbox:counting", sends: {}, lastSentAt: daysAgo(week - 1 / 24) },
    ]);
    await retain(api);
    expect((await api.db.select({ key: recipientMail.mailbox }).from(recipientMail)).map((row) => row.key)).toEqual([
      "mailbox:counting",
    ]);
  });

  it("failed staff sign-in counters are gone by the time the privacy page says", async ({ api }) => {
    const stated = statedHours(/Failed staff sign-in counters/);
    const deadline = stated - RETENTION.intervalHours;
    await api.db.insert(loginThrottle).values([
      { key: "account:due@example.com", failures: 3, lastFailureAt: hoursAgo(deadline + 1 / 60) },
      { key: "ip:203.0.113.9", failures: 3, lastFailureAt: hoursAgo(deadline - 1 / 60) },
    ]);
    await retain(api);
    expect((await api.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((row) => row.key)).toEqual([
      "ip:203.0.113.9",
    ]);
  });

  it("the networks staff signed in from are forgotten when the privacy page says (R-SAFE-14)", async ({ api }) => {
    await api.db.insert(loginKnownClients).values([
      { account: "account:due", client: "ip:due", lastSignInAt: daysAgo(RETENTION.knownSignInDays + 1 / 24) },
      { account: "account:kept", client: "ip:kept", lastSignInAt: daysAgo(RETENTION.knownSignInDays - 1 / 24) },
    ]);
    await retain(api);
    expect(
      (await api.db.select({ account: loginKnownClients.account }).from(loginKnownClients)).map((row) => row.account),
    ).toEqual(["account:kept"]);
  });
});

describe("the privacy page states the retention job's periods", () => {
  it("every period of section 6 is the job's own number (RETENTION)", () => {
    expect(statedPeriod(/Newsletter subscription/)).toContain(
      `${RETENTION.unsubscribedDays} days after you unsubscribe`,
    );
    expect(statedPeriod(/Newsletter subscription/)).toContain(
      `${RETENTION.unconfirmedDays} days after our last confirmation e-mail if you never confirm`,
    );
    expect(statedPeriod(/Renewal reminder/)).toContain(`${RETENTION.reminderSentDays} days after we send the reminder`);
    expect(statedPeriod(/Renewal reminder/)).toContain(
      `${RETENTION.unconfirmedDays} days after our last confirmation e-mail if you never confirm`,
    );
    expect(statedPeriod(/Renewal reminder/)).toContain(`${RETENTION.unsubscribedDays} days after you cancel it`);
    expect(statedPeriod(/Android waitlist entry/)).toContain(
      `${RETENTION.waitlistAfterLaunchMonths} months after the Android app launches`,
    );
    // R-SAFE-33: as the newsletter, until confirmed and after it left.
    expect(statedPeriod(/Android waitlist entry/)).toContain(
      `${RETENTION.unconfirmedDays} days after our last confirmation e-mail if you never confirm`,
    );
    expect(statedPeriod(/Android waitlist entry/)).toContain(
      `${RETENTION.unsubscribedDays} days after you leave the waitlist`,
    );
    expect(statedPeriod(/Contact enquiry/)).toContain(`${RETENTION.resolvedEnquiryMonths} months after it is resolved`);
    expect(statedPeriod(/Browser user agent/)).toContain(`${RETENTION.userAgentDays} days`);
    expect(statedPeriod(/Log of admin actions/)).toContain(`${RETENTION.auditLogMonths} months`);
    expect(statedPeriod(/ab_visitor_id/)).toContain(`${RETENTION.experimentEventMonths} months after the test ends`);
    expect(statedPeriod(/Security reports/)).toContain(`${RETENTION.cspReportDays} days`);
    expect(statedPeriod(/Page views counted by our server/)).toContain(`Kept ${RETENTION.pageViewMonths} months`);
    expect(statedPeriod(/Presses of quote, WhatsApp and App Store buttons/)).toContain(
      `Kept ${RETENTION.handoffMonths} months`,
    );
    expect(statedHours(/Rate-limit counters/)).toBe(RETENTION.rateLimitCounterHours + RETENTION.intervalHours);
    expect(statedHours(/Failed staff sign-in counters/)).toBe(RETENTION.loginThrottleHours + RETENTION.intervalHours);
    expect(statedPeriod(/Networks a staff account signed in from/)).toContain(
      `${RETENTION.knownSignInDays} days after the last sign-in`,
    );
  });

  it("R-FUNNEL-36: says in both languages that our own count of visits works without analytics consent, and for how long", () => {
    const arabic = fillPlaceholders(readFileSync(join(process.cwd(), "content/ar/pages/privacy.md"), "utf8"), "ar");
    const section = (page: string, heading: string) =>
      page.slice(page.indexOf(heading), page.indexOf("\n## ", page.indexOf(heading)));
    expect(section(privacyPage, "### Our own count of visits")).toMatch(/Whether or not you accept analytics/);
    expect(section(privacyPage, "### Our own count of visits")).toMatch(/without cookies/);
    expect(section(arabic, "### إحصاؤنا الخاص للزيارات")).toMatch(/سواء قبلت التحليلات أم لم تقبلها/);
    expect(section(arabic, "### إحصاؤنا الخاص للزيارات")).toMatch(/دون ملفات تعريف الارتباط/);
    expect(arabic).toMatch(new RegExp(`مشاهدات الصفحات التي يحصيها خادمنا[^\\n]*${RETENTION.pageViewMonths} شهرًا`));
  });

  it("names the ab_visitor_id identifier: random, server-issued and signed, no personal data, not shared, regardless of analytics consent", () => {
    const row = privacyPage.split("\n").find((line) => line.startsWith("| `ab_visitor_id`"));
    expect(row).toBeDefined();
    expect(row).toMatch(/Local storage/);
    expect(row).toMatch(/random identifier, issued and signed by our server/);
    expect(row).toMatch(/no personal data/);
    expect(row).toMatch(/not shared/);
    expect(row).toMatch(/does not depend on your analytics choice/);
  });
});
