/**
 * Every analytics event and the fields it carries (R-OPEN-43, R-AN-*): one map from
 * which the discriminated union is derived, so an unknown event name, or a
 * field an event does not carry, fails the type check.
 */
import type { QuoteSource } from "@core/constants";

/** The fields any event may carry, with their runtime kind: the one list the scrubber keeps (R-AN-02). */
export const EVENT_FIELDS = {
  event_category: "string",
  event_label: "string",
  value: "number",
  experiment_id: "string",
  experiment_name: "string",
  is_control: "boolean",
  source: "string",
  utm_source: "string",
  utm_medium: "string",
  utm_campaign: "string",
  utm_content: "string",
  page_path: "string",
  page_title: "string",
  page_location: "string",
  /** The page's edition ("en", "ar"; R-EDITION-09). */
  language: "string",
} as const;

type Kinds = { string: string; number: number; boolean: boolean };
export type EventField = keyof typeof EVENT_FIELDS;
export type EventFields = { [K in EventField]?: Kinds[(typeof EVENT_FIELDS)[K]] };

export type ExperimentFields = Required<Pick<EventFields, "experiment_id" | "experiment_name" | "is_control">>;
type UtmFields = Pick<EventFields, "utm_source" | "utm_medium" | "utm_campaign" | "utm_content">;
type Labelled<Category extends string> = { event_category: Category; event_label: string };

export type ClickCategory = "CTA" | "App Download" | "Navigation";

type EventMap = {
  click: Labelled<ClickCategory>;
  page_view: { page_path: string; page_title: string };
  quote_request: Labelled<"Conversion"> & {
    value: number;
    source: QuoteSource;
    page_location?: string;
  } & Partial<ExperimentFields>;
  quote_source: { source: QuoteSource; event_label: string };
  utm_attribution: { event_category: "Attribution" } & UtmFields;
  quote_method_selected: Labelled<"Quote Method">;
  quote_method_submitted: Labelled<"Quote Method">;
  sign_up: Labelled<"Android Waitlist">;
  /** A renewal reminder asked for (R-FOLLOW-41); `source` is where the form was (home, quote_dialog). */
  renewal_reminder_signup: Labelled<"Renewal Reminder"> & { source: string };
  form_error: Labelled<"Contact" | "Android Waitlist" | "Renewal Reminder">;
  experiment_impression: Labelled<"Experiment"> & ExperimentFields;
  banner_show: Labelled<"Sticky Banner">;
  banner_dismiss: Labelled<"Sticky Banner">;
  banner_click: Labelled<"Sticky Banner">;
  web_vitals: Labelled<"Web Vitals"> & { value: number };
};

export type EventName = keyof EventMap;
export type EventParams<N extends EventName> = EventMap[N];
/** One event as a tagged value: `{ name: "click", params: { … } } | …`. */
export type AnalyticsEvent = { [N in EventName]: { name: N; params: EventMap[N] } }[EventName];

/** Standard Meta pixel events the site sends. */
export type PixelEvent = "PageView" | "Lead" | "CompleteRegistration";
