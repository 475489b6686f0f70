/**
 * GA4 (gtag.js) and the Meta pixel: loading their scripts and handing them
 * events. When either is missing, blocked or throws, a call is a no-op: the
 * site never depends on them.
 */
type Gtag = (...args: unknown[]) => void;
type Fbq = (...args: unknown[]) => void;
declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

export type VendorIds = { gaMeasurementId?: string | undefined; metaPixelId?: string | undefined };

/** Adds gtag.js and the pixel for the configured ids, each once. */
export function loadVendorScripts({ gaMeasurementId, metaPixelId }: VendorIds) {
  if (gaMeasurementId && !window.gtag) installGtag(gaMeasurementId);
  if (metaPixelId && !window.fbq) installPixel(metaPixelId);
}

function installGtag(measurementId: string) {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  appendScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

function installPixel(pixelId: string) {
  // The official snippet's stub: calls queue until fbevents.js installs
  // callMethod, and go straight to it afterwards.
  const fbq: Fbq & { callMethod?: (...args: unknown[]) => void; queue: unknown[][]; push?: Fbq } = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[][], loaded: true, version: "2.0" },
  );
  fbq.push = fbq;
  window._fbq = window._fbq ?? fbq;
  window.fbq = fbq;
  window.fbq("init", pixelId);
  appendScript("https://connect.facebook.net/en_US/fbevents.js");
}

function appendScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.onerror = () => {
    // Blocked by the visitor or the network: analytics stays off, nothing else changes.
  };
  document.head.appendChild(script);
}

export function sendToGa(name: string, payload: object) {
  try {
    window.gtag?.("event", name, payload);
  } catch (error) {
    console.error("analytics: gtag failed", error);
  }
}

export function sendToPixel(event: string, payload: object) {
  try {
    window.fbq?.("track", event, payload);
  } catch (error) {
    console.error("analytics: pixel failed", error);
  }
  // R-AN-13: pixel events show in the console during development.
  if (isLocalhost()) console.info(`[pixel] ${event}`, payload);
}

function isLocalhost() {
  const host = window.location.hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}
