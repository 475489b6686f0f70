/**
 * The opt-out on record (R-SAFE-27, R-SAFE-30), on PGlite and PostgreSQL with a real SMTP server in
 * process, for the newsletter, the renewal reminders and the Android waitlist: signing up an address that unsubscribed, from
 * other clients and as often as anyone likes, leaves it unsubscribed (its unsubscribe time kept)
 * and sends it at most one new confirmation a day, within the per-recipient caps; only the press
 * of that new confirmation subscribes it again. An unsubscribe after it stops that confirmation.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { NEWSLETTER_LINK_MESSAGES } from "../../core/schemas/newsletter";
import { RECIPIENT_MAIL, RETENTION } from "../../core/constants";
import { NEWSLETTER_PATHS, REMINDER_PATHS, WAITLIST_PATHS } from "../../core/pages";
import { renewalMonths } from "../../core/reminders";
import { androidWaitlist, newsletterSubscribers, renewalReminders } from "../db/schema";
import { runRetention } from "../jobs/retention.server";
import { apiTest as it, describeOnDatabases, type Harness } from "../../tests/support/api";
import { clientAddresses, oneClickFromMail, postJson } from "../../tests/support/api-fixtures";
import { linkToken } from "../../tests/support/mail";
import { startInbox } from "../../tests/support/inbox";

const DAY_MS = 24 * 60 * 60 * 1000;

const inbox = await startInbox();
const { mail, nthMailTo, noMoreThan } = inbox;

describeOnDatabases("an unsubscribe stays on record", { smtpUrl: mail.url }, () => {
  let api: Harness;
  /** The reminder's month: one still on offer two months from now, as the test's clock moves. */
  let month = "";
  it.beforeEach(async ({ api: harness }) => {
    api = harness;
    month = renewalMonths(api.now())[6]!;
    await inbox.clear();
  });

  /** Each call from a client of its own. */
  const nextIp = clientAddresses();

  async function call(name: string, body: Record<string, unknown>) {
    const ip = nextIp();
    return (await api.call(name, { body: { ...body, ...(await api.csrf(ip)) }, ip })).status;
  }

  /** RFC 8058's one-click POST to the List-Unsubscribe header's URL of `message`. */
  const oneClick = (message: string) => oneClickFromMail(api, message);

  type List = {
    name: string;
    signUp: () => Promise<number>;
    /** What a signup answers, whatever the address's state. */
    accepted: number;
    row: () => Promise<{ status: string; unsubscribedAt: Date | null; confirmedAt: Date | null } | undefined>;
    confirm: (message: string) => Response | Promise<Response>;
    confirmed: string;
  };

  const email = "layla@example.com";
  const lists: List[] = [
    {
      name: "the newsletter",
      signUp: () => call("newsletter-signup", { email, source: "footer", userAgent: "test" }),
      accepted: 201,
      row: async () =>
        (await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0],
      confirm: (message) =>
        postJson(api, "/api/newsletter/confirm", { token: linkToken(message, NEWSLETTER_PATHS.confirm) }),
      confirmed: "subscribed",
    },
    {
      name: "the renewal reminders",
      signUp: () => call("renewal-reminder-signup", { email, renewalMonth: month, consent: true }),
      accepted: 201,
      row: async () => (await api.db.select().from(renewalReminders).where(eq(renewalReminders.email, email)))[0],
      confirm: (message) =>
        postJson(api, "/api/reminders/confirm", { token: linkToken(message, REMINDER_PATHS.confirm) }),
      confirmed: "scheduled",
    },
    {
      name: "the Android waitlist",
      // The specification's body: the e-mail only, no CSRF token.
      signUp: async () => (await api.call("android-waitlist-signup", { body: { email }, ip: nextIp() })).status,
      accepted: 200,
      row: async () => (await api.db.select().from(androidWaitlist).where(eq(androidWaitlist.email, email)))[0],
      confirm: (message) =>
        postJson(api, "/api/waitlist/confirm", { token: linkToken(message, WAITLIST_PATHS.confirm) }),
      confirmed: "confirmed",
    },
  ];

  /** Signed up, confirmed, then unsubscribed by the one-click link of its confirmation: its first message. */
  async function leftList(list: List): Promise<{ first: string; unsubscribedAt: Date }> {
    expect(await list.signUp()).toBe(list.accepted);
    const first = await nthMailTo(email, 1);
    expect((await list.confirm(first)).status).toBe(200);
    api.advance(60_000);
    await oneClick(first);
    const left = (await list.row())!;
    expect(left.status).toBe("unsubscribed");
    return { first, unsubscribedAt: left.unsubscribedAt! };
  }

  for (const list of lists)
    describe(list.name, () => {
      it("R-SAFE-27: signing the address up again keeps it unsubscribed and sends one confirmation a day at most; only its press subscribes again", async () => {
        const { first, unsubscribedAt } = await leftList(list);
        api.advance(RECIPIENT_MAIL.confirmationResendMs);
        // Someone signs the address up again, from other clients, again and again the same day.
        for (let n = 0; n < 4; n++) {
          expect(await list.signUp()).toBe(list.accepted);
          api.advance(60_000);
        }
        expect(await list.row()).toMatchObject({ status: "unsubscribed", unsubscribedAt });
        const second = await nthMailTo(email, 2);
        await noMoreThan(email, 2);
        expect(await api.jobs.recover()).toBe(0);
        await noMoreThan(email, 2);

        // The link the address confirmed with before it left cannot bring it back.
        const old = await list.confirm(first);
        expect(old.status).toBe(410);
        expect(await old.json()).toEqual({ error: NEWSLETTER_LINK_MESSAGES.expired, field: "token" });
        expect((await list.row())!.status).toBe("unsubscribed");

        // The new confirmation, pressed: back on the list, the opt-out cleared.
        expect((await list.confirm(second)).status).toBe(200);
        expect(await list.row()).toMatchObject({
          status: list.confirmed,
          unsubscribedAt: null,
          confirmedAt: new Date(api.now()),
        });
      });

      it("R-SAFE-27: an unsubscribe after the new confirmation was sent stops it", async () => {
        await leftList(list);
        api.advance(RECIPIENT_MAIL.confirmationResendMs);
        expect(await list.signUp()).toBe(list.accepted);
        const second = await nthMailTo(email, 2);
        api.advance(60_000);
        await oneClick(second);
        expect(await list.row()).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(api.now()) });
        expect((await list.confirm(second)).status).toBe(410);
        expect((await list.row())!.status).toBe("unsubscribed");
      });

      it("R-SAFE-27: an unsubscribed row signed up again is kept while its new confirmation can be pressed", async () => {
        await leftList(list);
        api.advance(RETENTION.unsubscribedDays * DAY_MS + 60_000);
        expect(await list.signUp()).toBe(list.accepted);
        await nthMailTo(email, 2);
        await runRetention(api.db, { now: new Date(api.now()), androidLaunchDate: null });
        expect((await list.row())?.status).toBe("unsubscribed");
        api.advance(RETENTION.unconfirmedDays * DAY_MS + 60_000);
        await runRetention(api.db, { now: new Date(api.now()), androidLaunchDate: null });
        expect(await list.row()).toBeUndefined();
      });
    });
});
