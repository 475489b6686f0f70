/**
 * GET `/app-store/open` (and `/ar/app-store/open`): the App Store badge's press without
 * JavaScript (R-FUNNEL-16). Like the quote page's methods (server/quote-choice.server.ts), it
 * records the press as a hand-off with an id made here, then answers 302 to the App Store, whose
 * link is unchanged (its receiver reads no id). The campaign is the UTM fields of the page the
 * badge was on (its Referer, when that is this site's), or of this link's own query. A bot, an
 * address over its hour's limit or a failed write is sent on unrecorded; a prefetch gets a 503, so
 * the browser asks again when the visitor really presses.
 */
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { ATTRIBUTION_UTM_FIELDS } from "../../core/constants";
import { APP_STORE_CONTEXT } from "../../core/handoffs";
import { LOCALES, type Locale } from "../../core/locales";
import { appStoreOpenPath } from "../../core/pages";
import { handoffBeaconSchema, type HandoffBeacon } from "../../core/schemas/handoffs";
import { siteConfig } from "../../site.config";
import { logRequestError } from "../http.server";
import { isPrefetch, notCounted, type HandoffRecorder } from "./handoffs.server";

/** The campaign of the press: the Referer's query when it is one of this site's pages, else the link's own. */
function campaignQuery(c: Context): URLSearchParams {
  const own = new URL(c.req.url);
  const referer = URL.parse(c.req.header("referer") ?? "");
  return referer?.host === own.host ? referer.searchParams : own.searchParams;
}

function handoffOf(locale: Locale, query: URLSearchParams): HandoffBeacon {
  const handoff = {
    handoff_id: randomUUID(),
    kind: "app_store",
    surface: "app_badge",
    edition: locale,
    ...APP_STORE_CONTEXT,
  } as const;
  const utm: Record<string, string> = {};
  for (const field of ATTRIBUTION_UTM_FIELDS) {
    const value = query.get(field)?.trim();
    if (value) utm[field] = value;
  }
  // A campaign value the schema refuses is dropped, never the hand-off.
  const withUtm = handoffBeaconSchema.safeParse({ ...handoff, ...utm });
  return withUtm.success ? withUtm.data : handoff;
}

export function createAppStoreRoutes({ recorder }: { recorder: HandoffRecorder }): Hono {
  const app = new Hono();
  for (const locale of LOCALES) {
    app.get(appStoreOpenPath(locale), async (c) => {
      c.header("Cache-Control", "no-store");
      if (isPrefetch(c)) {
        c.header("Retry-After", "0");
        return c.text("Not prefetched: this link records a press.", 503);
      }
      // A HEAD is nobody's press; and a failure to record never keeps the visitor from the App Store.
      if (c.req.method === "GET" && !notCounted(c)) {
        try {
          if ((await recorder.limit(c)).allowed)
            await recorder.store(handoffOf(locale, campaignQuery(c)), "redirect", c.req.header("user-agent"));
        } catch (error) {
          logRequestError(`GET ${appStoreOpenPath(locale)} (hand-off)`, error);
        }
      }
      return c.redirect(siteConfig.appStoreUrl, 302);
    });
  }
  return app;
}
