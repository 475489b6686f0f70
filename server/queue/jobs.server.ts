/**
 * The site's jobs on the queue (server/queue/queue.server.ts), one typed
 * helper per kind:
 * - `mail`: every e-mail. Its worker runs only when SMTP_URL is set; without
 *   it mail jobs wait in the queue, and an instance started later with SMTP
 *   sends those still within their kind's freshness (the rest are completed
 *   as skipped, with a log line). Each kind composes its message when it is
 *   sent, from the lead's current record.
 * - `lead-webhook`: the chat notice of a new enquiry, queued and worked only
 *   when LEADS_WEBHOOK_URL is set.
 * - `daily-digest`: pg-boss's cron puts a trigger here at 08:00 Gulf time;
 *   its worker queues the previous day's digest on `mail`
 *   (server/queue/digest-jobs.server.ts).
 * - `weekly-report`: the same at 08:00 Gulf time every Sunday, for the last
 *   week's funnel report (R-FUNNEL-76).
 * - `renewal-reminders`: pg-boss's cron puts a trigger here hourly; its
 *   worker queues the reminders due by the queue's clock on `mail`
 *   (server/queue/reminder-jobs.server.ts).
 */
import type { Database } from "../db/client.server";
import type { Mailer, OutgoingMail } from "../mailer.server";
import {
  composeEnquiryAlert,
  ENQUIRY_ALERT_FRESHNESS_MS,
  acknowledgementJob,
  ENQUIRY_MAIL_KINDS,
  ENQUIRY_REPLY_KINDS,
  enquiriesWithoutAcknowledgement,
  enquiriesWithoutAlert,
  LEAD_WEBHOOK_FRESHNESS_MS,
  markEnquiryAlerted,
  postLeadWebhook,
  type AcknowledgementJob,
  type EnquiryJob,
  type ReplyJob,
} from "./enquiry-jobs.server";
import { NEWSLETTER_MAIL_KINDS, pendingConfirmations, type NewsletterMailJob } from "./newsletter-jobs.server";
import { RECIPIENT_CAP_REFUSAL } from "../../core/admin-api";
import { takeRecipientPlace } from "./recipient-caps.server";
import { jobId, startQueue, type FreshJob, type JobOutcome, type Queue, type QueueSettings } from "./queue.server";
// The operator's side (R-FOLLOW-30): the waitlist announcement, the daily digest and the Outbox.
import {
  ANNOUNCEMENT_FRESHNESS_MS,
  announcementJobCount,
  announcementsOnTheirWay,
  composeAnnouncement,
  markAnnounced,
  nextAnnouncementSlot,
  unnotifiedEntries,
  type AnnouncementJob,
} from "./announcement-jobs.server";
import {
  composeDigest,
  composeWeeklyReport,
  DIGEST_FRESHNESS_MS,
  DIGEST_QUEUE,
  startDigest,
  startWeeklyReport,
  WEEKLY_REPORT_FRESHNESS_MS,
  WEEKLY_REPORT_QUEUE,
  type DigestJob,
  type WeeklyReportJob,
} from "./digest-jobs.server";
import { createOutbox, type Outbox } from "./outbox.server";
import {
  dueReminders,
  pendingReminderConfirmations,
  REMINDER_MAIL_KINDS,
  REMINDER_QUEUE,
  startReminderSweep,
  type ReminderMailJob,
} from "./reminder-jobs.server";
import {
  pendingWaitlistConfirmations,
  WAITLIST_MAIL_KINDS,
  type WaitlistConfirmationJob,
} from "./waitlist-jobs.server";

export const MAIL_QUEUE = "mail";
export const LEAD_WEBHOOK_QUEUE = "lead-webhook";

/** Every kind of e-mail the site sends, with the data its job carries. */
export type MailJob =
  | ({ kind: "enquiry-alert" } & EnquiryJob)
  | ({ kind: "waitlist-announcement" } & AnnouncementJob)
  | ({ kind: "daily-digest" } & DigestJob)
  | ({ kind: "weekly-report" } & WeeklyReportJob)
  | AcknowledgementJob
  | ReplyJob
  | NewsletterMailJob
  | ReminderMailJob
  | WaitlistConfirmationJob;

/** What composing a message may use: the database, the app secret that signs its links, the queue's clock. */
export type MailDeps = { db: Database; secret: string; now: () => number };

export type MailKind<J extends MailJob> = {
  freshnessMs: number;
  /** The lead the message is about: one job per (kind, key). */
  key: (job: J) => string;
  /** The message, or null when there is nothing to send any more. */
  compose: (deps: MailDeps, job: J) => Promise<OutgoingMail | null>;
  /** After the SMTP server accepted it. */
  sent: (deps: MailDeps, job: J) => Promise<void>;
  /**
   * A confirmation: mail to an address nobody has confirmed yet, so anyone can ask for it. Each is
   * counted by the per-recipient caps, and one past them is refused (R-SAFE-22).
   */
  capped?: true;
};

const MAIL_KINDS: { [K in MailJob["kind"]]: MailKind<Extract<MailJob, { kind: K }>> } = {
  "enquiry-alert": {
    freshnessMs: ENQUIRY_ALERT_FRESHNESS_MS,
    key: (job) => job.enquiryId,
    compose: ({ db }, job) => composeEnquiryAlert(db, job),
    sent: ({ db }, job) => markEnquiryAlerted(db, job),
  },
  ...ENQUIRY_MAIL_KINDS,
  ...ENQUIRY_REPLY_KINDS,
  ...NEWSLETTER_MAIL_KINDS,
  ...REMINDER_MAIL_KINDS,
  ...WAITLIST_MAIL_KINDS,
  "waitlist-announcement": {
    freshnessMs: ANNOUNCEMENT_FRESHNESS_MS,
    // Per waitlist entry, not per announcement: an address is told once, whoever sends what.
    key: (job) => job.waitlistId,
    compose: ({ db, secret }, job) => composeAnnouncement(db, job, secret),
    sent: ({ db }, job) => markAnnounced(db, job),
  },
  "daily-digest": {
    freshnessMs: DIGEST_FRESHNESS_MS,
    key: (job) => job.day,
    compose: ({ db }, job) => composeDigest(db, job),
    // Nothing to mark: the job's key (the day) is the record that it went out.
    sent: () => Promise.resolve(),
  },
  "weekly-report": {
    freshnessMs: WEEKLY_REPORT_FRESHNESS_MS,
    // Once per week, whichever instance's trigger queued it (R-FUNNEL-76).
    key: (job) => job.from,
    compose: ({ db }, job) => composeWeeklyReport(db, job),
    sent: () => Promise.resolve(),
  },
};

/** The kind of `job` (TypeScript cannot follow a union through the map's index). */
function kindOf<J extends MailJob>(job: J): MailKind<J> {
  return MAIL_KINDS[job.kind] as unknown as MailKind<J>;
}

/** The job's key: its kind and its lead. */
function mailKey(job: MailJob): string {
  return `${job.kind}:${kindOf(job).key(job)}`;
}

/** The id the job of `job` has (or will have) in the mail queue. */
export function mailJobId(job: MailJob): string {
  return jobId(MAIL_QUEUE, mailKey(job));
}

export type JobQueue = {
  /** SMTP_URL is set: mail goes out (for /admin to say when it does not). */
  mailConfigured: boolean;
  webhookConfigured: boolean;
  /** Queues an e-mail once per (kind, lead). Its job id, or null when it was queued before. */
  sendMail: (job: MailJob) => Promise<string | null>;
  /** A stored enquiry: the team's alert and the webhook post. Never throws (the enquiry is stored; `recover` queues it at the next start). */
  enquiryReceived: (enquiryId: string) => Promise<void>;
  /** Queues the alerts and acknowledgements of enquiries that have none, pending newsletter, reminder and waitlist confirmations within their freshness, and due reminders (after a crash or a failed queueing). */
  recover: () => Promise<number>;
  /** The messages on the queue, for /admin (server/queue/outbox.server.ts). */
  outbox: Outbox;
  /**
   * Queues a stored announcement to every confirmed waitlist entry not notified yet and never
   * queued one before (R-SAFE-29), paced at the configured rate. How many jobs carry this announcement.
   */
  announceToWaitlist: (announcementId: string) => Promise<number>;
  /** What pg-boss's cron does at 08:00 Gulf time, at once: the digest of the Gulf day before the queue's clock. */
  triggerDigest: () => Promise<void>;
  /** What pg-boss's cron does at 08:00 Gulf time on Sundays, at once: the report of the last whole week before the queue's clock. */
  triggerWeeklyReport: () => Promise<void>;
  /** The hourly sweep's work, at once: queues every renewal reminder due by the queue's clock; how many were new. */
  remindDue: () => Promise<number>;
  /** What pg-boss's cron does at five past each hour: a trigger on the queue, whose worker runs `remindDue`. */
  triggerReminders: () => Promise<void>;
  /** Announcement mails queued and not sent yet. */
  announcementsOnTheirWay: () => Promise<number>;
  queue: Queue;
  stop: () => Promise<void>;
};

export type StartJobsOptions = {
  db: Database;
  /** The app secret: links in e-mails are signed with keys derived from it. */
  secret: string;
  settings: QueueSettings;
  /** Null: SMTP is not configured, mail jobs wait. */
  mailer: Mailer | null;
  webhookUrl?: string | undefined;
  now?: () => number;
  log?: (message: string) => void;
  schema?: string;
};

/** How long one network step of a job (SMTP, the webhook) may take: well inside the job's own timeout. */
export function stepTimeoutMs(settings: QueueSettings): number {
  return Math.min(30_000, settings.jobTimeoutSeconds * 500);
}

export async function startJobs({
  db,
  secret,
  settings,
  mailer,
  webhookUrl,
  now = Date.now,
  log = console.log,
  schema,
}: StartJobsOptions): Promise<JobQueue> {
  const queue = await startQueue({
    db,
    settings,
    queues: [MAIL_QUEUE, LEAD_WEBHOOK_QUEUE, DIGEST_QUEUE, REMINDER_QUEUE, WEEKLY_REPORT_QUEUE],
    now,
    log,
    ...(schema ? { schema } : {}),
  });

  if (mailer) {
    await queue.work<MailJob & FreshJob>(MAIL_QUEUE, async (job, id): Promise<JobOutcome> => {
      const kind = kindOf(job);
      const mail = await kind.compose({ db, secret, now }, job);
      if (!mail) {
        log(`mail: ${job.kind} job ${id} skipped: nothing to send any more`);
        return { skipped: "nothing to send" };
      }
      // Refused, not dropped: the job ends skipped with the reason, which the Outbox shows (R-SAFE-25).
      if (kind.capped && !(await takeRecipientPlace(db, mail.to, id, now()))) {
        log(`mail: ${job.kind} job ${id} refused: the recipient's cap of confirmations is reached`);
        return { skipped: RECIPIENT_CAP_REFUSAL };
      }
      await mailer.send({ ...mail, id });
      await kind.sent({ db, secret, now }, job);
      return { done: true };
    });
  }
  if (webhookUrl) {
    await queue.work<EnquiryJob & FreshJob>(LEAD_WEBHOOK_QUEUE, async (job): Promise<JobOutcome> => {
      const result = await postLeadWebhook(db, webhookUrl, job, stepTimeoutMs(settings));
      return result === "posted" ? { done: true } : { skipped: "enquiry deleted" };
    });
  }

  const sendMail = (job: MailJob) => queue.sendOnce(MAIL_QUEUE, mailKey(job), job, kindOf(job).freshnessMs);
  const triggerDigest = await startDigest(queue, (day) => sendMail({ kind: "daily-digest", day }));
  const triggerWeeklyReport = await startWeeklyReport(queue, (week) => sendMail({ kind: "weekly-report", ...week }));
  const remindDue = async () => {
    let queued = 0;
    for (const job of await dueReminders(db, now())) if (await sendMail(job)) queued += 1;
    return queued;
  };
  const triggerReminders = await startReminderSweep(queue, remindDue);

  return {
    mailConfigured: mailer !== null,
    webhookConfigured: Boolean(webhookUrl),
    sendMail,
    async enquiryReceived(enquiryId) {
      try {
        await sendMail({ kind: "enquiry-alert", enquiryId });
        if (webhookUrl)
          await queue.sendOnce(LEAD_WEBHOOK_QUEUE, `enquiry:${enquiryId}`, { enquiryId }, LEAD_WEBHOOK_FRESHNESS_MS);
      } catch (error) {
        console.error(`queue: enquiry ${enquiryId} not queued yet:`, (error as Error).message);
      }
    },
    async recover() {
      let queued = 0;
      for (const enquiryId of await enquiriesWithoutAlert(db, new Date(now())))
        if (await sendMail({ kind: "enquiry-alert", enquiryId })) queued += 1;
      for (const enquiryId of await enquiriesWithoutAcknowledgement(db, new Date(now())))
        if (await sendMail(acknowledgementJob(enquiryId))) queued += 1;
      for (const confirmation of await pendingConfirmations(db, new Date(now())))
        if (await sendMail(confirmation)) queued += 1;
      for (const confirmation of await pendingReminderConfirmations(db, now()))
        if (await sendMail(confirmation)) queued += 1;
      for (const confirmation of await pendingWaitlistConfirmations(db, now()))
        if (await sendMail(confirmation)) queued += 1;
      return queued + (await remindDue());
    },
    outbox: createOutbox(db, queue),
    async announceToWaitlist(announcementId) {
      const stepMs = 60_000 / settings.announcementRatePerMinute;
      const first = await nextAnnouncementSlot(queue, MAIL_QUEUE, stepMs);
      const jobs = (await unnotifiedEntries(db)).map((waitlistId) => {
        const job: MailJob = { kind: "waitlist-announcement", waitlistId, announcementId };
        return { key: mailKey(job), data: job };
      });
      await queue.sendManyOnce(MAIL_QUEUE, jobs, ANNOUNCEMENT_FRESHNESS_MS, (n) => first + Math.round(n * stepMs));
      return announcementJobCount(queue, MAIL_QUEUE, announcementId);
    },
    announcementsOnTheirWay: () => announcementsOnTheirWay(queue, MAIL_QUEUE),
    triggerDigest,
    triggerWeeklyReport,
    remindDue,
    triggerReminders,
    queue,
    stop: () => queue.stop(),
  };
}
