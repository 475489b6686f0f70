/**
 * A page view's beacon (R-FUNNEL-30, R-FUNNEL-31): what the page sends when it is shown, and how
 * the server reads it. The page builds it to this schema's input type (a type import only, so no
 * validator joins the home page's code); the server parses it here. Only the path must be right:
 * a campaign value, a referrer or an experiment that is not one is dropped, never the whole view,
 * and a campaign value that looks like an e-mail address is never kept.
 */
import "./zod-config";
import { z } from "zod";
import { ATTRIBUTION_CLICK_IDS, ATTRIBUTION_UTM_FIELDS, PAGE_VIEWS } from "../constants";

/** A path of ours: a slash, then no query, fragment, space or control character. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const PATH = /^\/[^?#\s\u0000-\u001f\u007f]*$/;
/** A host name as a browser writes one (lower case, punycode for other scripts). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A campaign's name (utm_source=radio): printable, at most PAGE_VIEWS.campaignValueMax, no "@". */
const campaignValue = z
  .string()
  .trim()
  .min(1)
  .max(PAGE_VIEWS.campaignValueMax)
  .refine((value) => !value.includes("@"))
  .optional()
  .catch(undefined);

const campaignShape = Object.fromEntries(ATTRIBUTION_UTM_FIELDS.map((field) => [field, campaignValue])) as Record<
  (typeof ATTRIBUTION_UTM_FIELDS)[number],
  typeof campaignValue
>;

export const pageViewSchema = z.object({
  path: z.string().max(PAGE_VIEWS.pathMax).regex(PATH),
  /** The referring page's domain only (the page sends no more), on the first view of a visit. */
  referrer: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(HOST))
    .optional()
    .catch(undefined),
  ...campaignShape,
  /** Which ad click ids the landing URL carried: their names, never their values. */
  clickIds: z
    .array(z.string())
    .max(ATTRIBUTION_CLICK_IDS.length * 2)
    .transform((names) => ATTRIBUTION_CLICK_IDS.filter((name) => names.includes(name)))
    .optional()
    .catch(undefined),
  /** The experiment (one variant each) the visitor is shown, if any. */
  experiment: z
    .string()
    .regex(UUID)
    .transform((value) => value.toLowerCase())
    .optional()
    .catch(undefined),
});

export type PageViewPayload = z.input<typeof pageViewSchema>;
export type PageView = z.output<typeof pageViewSchema>;
