/**
 * The funnel's hand-offs and the broker's events (R-FUNNEL-10 … 29): what the browser's beacon
 * sends when a visitor presses a quote, WhatsApp, App Store or waitlist control, and what the
 * broker's server posts when a quote starts, is issued or becomes a policy. One schema per
 * payload, read by the browser (app/features/handoffs.ts) and the server (server/handoffs/).
 */
import "./zod-config";
import { z } from "zod";
import { LOCALES } from "../locales";
import {
  CAMPAIGN_TEXT,
  HANDOFF_ID,
  HANDOFF_KINDS,
  HANDOFF_SURFACES,
  LANDING_PAGE,
  NAME,
  PARTNER_EVENTS,
} from "../handoffs";

export * from "../handoffs";

const name = (label: string) => z.string().regex(NAME, `${label} must be letters, digits, "_" or "-" (at most 80)`);
const optionalName = (label: string) => name(label).optional();
const campaignText = (label: string) =>
  z.string().regex(CAMPAIGN_TEXT, `${label} must be text of at most 100 characters`).optional();

export const handoffIdSchema = z.string().regex(HANDOFF_ID, "handoff_id must be a lower-case UUID");

/** The beacon's body (R-FUNNEL-11): the hand-off's id and its dimensions, never who the visitor is. */
export const handoffBeaconSchema = z
  .object({
    handoff_id: handoffIdSchema,
    kind: z.enum(HANDOFF_KINDS, { error: `kind must be one of ${HANDOFF_KINDS.join(", ")}` }),
    surface: z.enum(HANDOFF_SURFACES, { error: `surface must be one of ${HANDOFF_SURFACES.join(", ")}` }),
    edition: z.enum(LOCALES, { error: `edition must be one of ${LOCALES.join(", ")}` }),
    source: name("source"),
    medium: name("medium"),
    campaign: optionalName("campaign"),
    content: optionalName("content"),
    term: optionalName("term"),
    utm_source: campaignText("utm_source"),
    utm_medium: campaignText("utm_medium"),
    utm_campaign: campaignText("utm_campaign"),
    utm_content: campaignText("utm_content"),
    utm_term: campaignText("utm_term"),
    landing_page: z.string().regex(LANDING_PAGE, "landing_page must be a path of this site").optional(),
    experiment_id: z.uuid("experiment_id must be a UUID").optional(),
    experiment_name: z.string().trim().min(1).max(100, "experiment_name must be at most 100 characters").optional(),
    is_control: z.boolean().optional(),
  })
  .strict();
export type HandoffBeacon = z.infer<typeof handoffBeaconSchema>;

/** One event of the broker's server (R-FUNNEL-20): the hand-off it follows, what happened and when. */
export const partnerEventSchema = z
  .object({
    handoff_id: handoffIdSchema,
    event: z.enum(PARTNER_EVENTS, { error: `event must be one of ${PARTNER_EVENTS.join(", ")}` }),
    occurred_at: z.iso.datetime({ offset: true, error: "occurred_at must be an ISO 8601 date and time" }),
    premium_aed: z
      .number({ error: "premium_aed must be a number" })
      .nonnegative("premium_aed must not be negative")
      .max(10_000_000, "premium_aed must be at most 10000000")
      .multipleOf(0.01, "premium_aed has at most two decimals")
      .optional(),
  })
  .strict();
export type PartnerEventPayload = z.infer<typeof partnerEventSchema>;
