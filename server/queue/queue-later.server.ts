/** Queueing a stored row's e-mail from a request, where a queue that does not answer must not fail the request. */
import type { JobQueue, MailJob } from "./jobs.server";

/**
 * Queues a stored row's e-mail, never throwing: the row is stored, and `recover` queues it at the
 * next start. `what` names it in the log.
 */
export async function queueMailOrLater(jobs: Pick<JobQueue, "sendMail">, job: MailJob, what: string): Promise<void> {
  try {
    await jobs.sendMail(job);
  } catch (error) {
    console.error(`queue: ${what} not queued yet:`, (error as Error).message);
  }
}
