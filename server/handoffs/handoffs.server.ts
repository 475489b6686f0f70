/**
 * Recording a hand-off (R-FUNNEL-10 … 14), from the page's beacon or the first-party redirect:
 * who may be counted (no bot, no prefetch), the per-address limit, and one insert that a
 * repeated id leaves alone. The device class is read from the user agent here and the user
 * agent itself goes no further (R-FUNNEL-01).
 */
import type { Context } from "hono";
import { isbot } from "isbot";
import { HANDOFFS } from "../../core/constants";
import { deviceClass } from "../../core/device-class";
import type { HandoffBeacon, HandoffChannel } from "../../core/schemas/handoffs";
import type { Database } from "../db/client.server";
import { handoffs } from "../db/schema";
import { hit, ipLimitKey, type RateLimitResult } from "../rate-limit/rate-limit.server";
import { clientIp } from "../http.server";

/** A request made in anticipation of a click (a prefetch or a prerender), not the click itself (R-FUNNEL-12). */
export function isPrefetch(c: Context): boolean {
  const purpose = `${c.req.header("sec-purpose") ?? ""},${c.req.header("purpose") ?? ""},${c.req.header("x-moz") ?? ""}`;
  return /\b(prefetch|prerender)\b/i.test(purpose);
}

/** Why a request is not counted, or null when it is a person's press (R-FUNNEL-12). */
export function notCounted(c: Context): "bot" | "prefetch" | null {
  if (isPrefetch(c)) return "prefetch";
  if (isBot(c.req.header("user-agent"))) return "bot";
  return null;
}

/** A crawler, a link checker or a headless client, by its user agent (isbot's list); every browser sends one. */
export const isBot = (userAgent: string | null | undefined) => !userAgent || isbot(userAgent);

export type HandoffRecorder = {
  /** Counts one request against its client address's hour (R-FUNNEL-13), before its body is read. */
  limit(c: Context): Promise<RateLimitResult>;
  /** Stores the hand-off: "stored", or "known" when its id was recorded already (a beacon sent twice counts once). */
  store(
    handoff: HandoffBeacon,
    channel: HandoffChannel,
    userAgent: string | null | undefined,
  ): Promise<"stored" | "known">;
};

export function createHandoffRecorder({
  db,
  trustProxy,
  now,
}: {
  db: Database;
  trustProxy: number;
  now: () => number;
}): HandoffRecorder {
  return {
    limit: (c) =>
      hit(db, ipLimitKey("handoff", clientIp(c, trustProxy)), HANDOFFS.perIpPerHour, { now: new Date(now()) }),
    async store(handoff, channel, userAgent) {
      const stored = await db
        .insert(handoffs)
        .values({
          id: handoff.handoff_id,
          createdAt: new Date(now()),
          kind: handoff.kind,
          surface: handoff.surface,
          channel,
          edition: handoff.edition,
          source: handoff.source,
          medium: handoff.medium,
          campaign: handoff.campaign ?? null,
          content: handoff.content ?? null,
          term: handoff.term ?? null,
          utmSource: handoff.utm_source ?? null,
          utmMedium: handoff.utm_medium ?? null,
          utmCampaign: handoff.utm_campaign ?? null,
          utmContent: handoff.utm_content ?? null,
          utmTerm: handoff.utm_term ?? null,
          landingPage: handoff.landing_page ?? null,
          experimentId: handoff.experiment_id ?? null,
          experimentName: handoff.experiment_name ?? null,
          isControl: handoff.is_control ?? null,
          deviceClass: deviceClass(userAgent),
        })
        .onConflictDoNothing({ target: handoffs.id })
        .returning({ id: handoffs.id });
      return stored.length > 0 ? "stored" : "known";
    },
  };
}
