/**
 * The page view beacon (R-FUNNEL-30, R-FUNNEL-31, R-FUNNEL-37): when a page is shown (the first
 * one and each client-side navigation) our own server is told its path, the referring domain
 * (the first page only), the URL's campaign values, which ad click ids it has (names only) and
 * the experiment shown. It carries no identifier and sets nothing in the browser, so it is sent
 * whatever the visitor chose about analytics. It waits until the browser is idle and goes with
 * navigator.sendBeacon, so no tap waits on it; a prerendered page sends it only once it is shown.
 */
import { ATTRIBUTION_CLICK_IDS, ATTRIBUTION_UTM_FIELDS, PAGE_VIEWS } from "@core/constants";
import { isClientOnlyPath } from "@core/pages";
import type { PageViewPayload } from "@core/schemas/page-view";
import { whenIdle } from "~/lib/idle";
import { readAttribution } from "./attribution";

let firstView = true;

/** The view of the page at `path`, from what the browser shows now. */
function pageView(path: string): PageViewPayload {
  const params = new URLSearchParams(location.search);
  const view: PageViewPayload = { path };
  for (const field of ATTRIBUTION_UTM_FIELDS) view[field] = params.get(field) || undefined;
  const clickIds = ATTRIBUTION_CLICK_IDS.filter((name) => params.has(name));
  if (clickIds.length > 0) view.clickIds = clickIds;
  // The page the visitor came from, by its domain only, and never our own.
  if (firstView && document.referrer) {
    const host = new URL(document.referrer).hostname;
    if (host !== location.hostname) view.referrer = host;
  }
  firstView = false;
  const boot = window.__abBoot;
  view.experiment = readAttribution()?.experiment_id ?? (boot?.state === "applied" ? boot.experiment.id : undefined);
  return view;
}

/** Counts the view of `path` once the page is shown and the browser is idle; the staff's console is not a visit. */
export function sendPageView(path: string): void {
  if (isClientOnlyPath(path)) return;
  const send = () => {
    const body = JSON.stringify(pageView(path));
    whenIdle(() => navigator.sendBeacon(PAGE_VIEWS.endpoint, body));
  };
  // A prerendered page nobody has seen yet is counted when it is shown (prerenderingchange).
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", send, { once: true });
  else send();
}
