// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { STORAGE_KEYS } from "@core/constants";
import { createDuplicateFilter } from "./analytics-dedupe";
import type * as Analytics from "./analytics";
import type { EventFields } from "./analytics-events";
import { cleanParams, contextParams, quoteRequestParams } from "./analytics-payload";

/** A fresh facade per test: its duplicate window and the runtime config start empty. */
let analytics: typeof Analytics;
let gtag: Mock<(...args: unknown[]) => void>;
let fbq: Mock<(...args: unknown[]) => void>;

function grantConsent() {
  window.localStorage.setItem(STORAGE_KEYS.consent, "accepted");
}

function setAttribution(record: Record<string, unknown>) {
  window.sessionStorage.setItem(
    STORAGE_KEYS.attribution,
    JSON.stringify({ first_visit: 1, last_updated: 1, ...record }),
  );
}

/** The gtag "event" calls as [name, params]. */
function gtagEvents(): [string, EventFields][] {
  return gtag.mock.calls
    .filter((call) => call[0] === "event")
    .map((call) => [call[1] as string, call[2] as EventFields]);
}

function eventNames(): string[] {
  return gtagEvents().map(([name]) => name);
}

beforeEach(async () => {
  vi.resetModules();
  analytics = await import("./analytics");
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  gtag = vi.fn();
  fbq = vi.fn();
  window.gtag = gtag;
  window.fbq = fbq;
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
  vi.useRealTimers();
});

describe("duplicate events (R-AN-11, R-CONST-16)", () => {
  beforeEach(grantConsent);

  it("R-AN-11: an identical event within 1 s is dropped, and sent again after 1.2 s", () => {
    const params = { event_category: "App Download", event_label: "Download App" } as const;
    expect(analytics.track("click", params, 10_000)).toBe(true);
    expect(analytics.track("click", params, 10_200)).toBe(false);
    expect(analytics.track("click", params, 10_999)).toBe(false);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(analytics.track("click", params, 11_200)).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(2);
  });

  it("R-AN-11: different events in the same second are all sent", () => {
    expect(analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 5_000)).toBe(true);
    expect(analytics.track("click", { event_category: "App Download", event_label: "Download App" }, 5_000)).toBe(true);
    expect(analytics.track("banner_show", { event_category: "Sticky Banner", event_label: "show" }, 5_000)).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(3);
  });

  it("R-AN-11: the 1 s window is measured from the last event that went out", () => {
    const isDuplicate = createDuplicateFilter(1_000);
    expect(isDuplicate("k", 0)).toBe(false);
    expect(isDuplicate("k", 999)).toBe(true);
    expect(isDuplicate("k", 1_000)).toBe(false);
    expect(isDuplicate("k", 1_500)).toBe(true);
  });

  it("R-AN-11: a double-click on a quote button counts one lead on the pixel as well", () => {
    vi.useFakeTimers();
    vi.setSystemTime(50_000);
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    vi.advanceTimersByTime(200);
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    expect(eventNames().filter((name) => name === "quote_request")).toHaveLength(1);
    expect(fbq.mock.calls.filter((call) => call[1] === "Lead")).toHaveLength(1);

    vi.advanceTimersByTime(1_200);
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    expect(eventNames().filter((name) => name === "quote_request")).toHaveLength(2);
    expect(fbq.mock.calls.filter((call) => call[1] === "Lead")).toHaveLength(2);
  });
});

describe("consent (R-OPEN-44)", () => {
  it("R-OPEN-44: nothing is sent while consent is unset", () => {
    expect(analytics.readConsent()).toBeNull();
    expect(analytics.trackClick("CTA", "Get Quote")).toBe(false);
    analytics.trackPixel("Lead", { value: 100 });
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it("R-OPEN-44: nothing is sent after the visitor declines", () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, "declined");
    expect(analytics.readConsent()).toBe("declined");
    expect(analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_000)).toBe(false);
    analytics.trackPixel("Lead", { value: 100 });
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it("R-OPEN-44: an unknown stored consent value counts as no consent", () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, "yes please");
    expect(analytics.readConsent()).toBeNull();
    analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_000);
    expect(gtag).not.toHaveBeenCalled();
  });

  it("R-OPEN-44: events are sent once the visitor accepts", () => {
    analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_000);
    expect(gtag).not.toHaveBeenCalled();
    analytics.setConsent("accepted");
    expect(window.localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 5_000)).toBe(true);
    expect(gtag).toHaveBeenCalledWith("event", "click", {
      event_category: "CTA",
      event_label: "Get Quote",
      language: "en",
    });
    analytics.trackPixel("Lead", { value: 100 });
    expect(fbq).toHaveBeenCalledWith("track", "Lead", { value: 100, currency: "AED" });
  });

  it("R-OPEN-44: an event held back before consent does not block the same event right after Accept", () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, "declined");
    analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_000);
    analytics.setConsent("accepted");
    expect(analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_300)).toBe(true);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("R-OPEN-37: with localStorage blocked there is no consent, so nothing is sent and nothing throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(analytics.readConsent()).toBeNull();
    expect(() => analytics.setConsent("accepted")).not.toThrow();
    expect(() => analytics.trackClick("CTA", "Get Quote")).not.toThrow();
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe("loading GA4 and the pixel (R-OPEN-44, R-AN-01)", () => {
  function configure() {
    document.body.innerHTML =
      '<script id="runtime-config" type="application/json">{"gaMeasurementId":"G-TEST123","metaPixelId":"987654"}</script>';
    delete window.gtag;
    delete window.fbq;
    // Keep the third-party scripts off the network: record what would be appended.
    return vi.spyOn(document.head, "appendChild").mockImplementation((node) => node);
  }

  function appendedSources(spy: ReturnType<typeof configure>): string[] {
    return spy.mock.calls.map((call) => (call[0] as unknown as HTMLScriptElement).src);
  }

  it("R-OPEN-44: the scripts are not added before Accept", () => {
    const append = configure();
    analytics.loadAnalyticsScripts();
    expect(append).not.toHaveBeenCalled();
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it("R-OPEN-44: Accept adds gtag.js and the pixel once, with the configured ids", () => {
    const append = configure();
    analytics.setConsent("accepted");
    analytics.setConsent("accepted");
    analytics.loadAnalyticsScripts();
    const sources = appendedSources(append);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
    expect(sources[1]).toBe("https://connect.facebook.net/en_US/fbevents.js");
    expect(typeof window.gtag).toBe("function");
    expect(typeof window.fbq).toBe("function");
    expect(window.dataLayer?.length).toBeGreaterThan(0);
  });

  it("R-AN-01: events before gtag.js arrives queue in dataLayer", () => {
    configure();
    analytics.setConsent("accepted");
    const before = window.dataLayer?.length ?? 0;
    analytics.track("click", { event_category: "CTA", event_label: "Get Quote" }, 1_000);
    expect(window.dataLayer?.length).toBe(before + 1);
    const last = Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(["event", "click", { event_category: "CTA", event_label: "Get Quote", language: "en" }]);
  });

  it("R-AN-04: pixel events reach the pixel library once fbevents.js has loaded", () => {
    configure();
    analytics.setConsent("accepted");
    const pixel = window.fbq as unknown as { queue: unknown[]; callMethod?: (...args: unknown[]) => void };
    analytics.trackPixel("PageView");
    expect(pixel.queue.length).toBeGreaterThan(0);

    // fbevents.js takes over by installing callMethod on the stub (the official snippet's contract).
    const callMethod = vi.fn();
    pixel.callMethod = callMethod;
    analytics.trackPixel("Lead", { value: 100 });
    expect(callMethod).toHaveBeenCalledWith("track", "Lead", { value: 100, currency: "AED" });
  });
});

describe("payload fields (R-AN-02, R-OPEN-43/44)", () => {
  beforeEach(grantConsent);

  it("R-AN-02: cleanParams keeps only the documented fields", () => {
    const documented = {
      event_category: "CTA",
      event_label: "Get Quote",
      value: 100,
      is_control: false,
      source: "header",
      utm_source: "google",
      page_location: "hero",
    };
    const undocumented = { email: "x@example.com", name: "Aisha", utm_term: "insurance" };
    expect(cleanParams({ ...documented, ...undocumented })).toEqual(documented);
  });

  it("R-OPEN-44: cleanParams drops any string that contains an @", () => {
    expect(cleanParams({ event_label: "person@example.com", event_category: "Contact" })).toEqual({
      event_category: "Contact",
    });
    expect(cleanParams({ utm_content: "promo@mail", source: "footer" })).toEqual({ source: "footer" });
  });

  it("R-AN-02: empty, null and undefined values are not sent", () => {
    expect(cleanParams({ event_label: "", event_category: undefined, source: "header" })).toEqual({ source: "header" });
  });

  it("R-AN-02: a documented field of the wrong kind is not sent", () => {
    const params = { value: "100", is_control: "false", source: "header" } as unknown as EventFields;
    expect(cleanParams(params)).toEqual({ source: "header" });
  });

  it("R-OPEN-44: a field no event declares fails the type check, and never leaves if forced through", () => {
    // @ts-expect-error: a click carries its category and label, nothing else of the visitor's
    analytics.track("click", { event_category: "CTA", event_label: "Get Quote", email: "a@example.com" }, 1_000);
    expect(gtagEvents()).toEqual([["click", { event_category: "CTA", event_label: "Get Quote", language: "en" }]]);
  });

  it("R-OPEN-44: no gtag or fbq argument ever carries an e-mail address", () => {
    analytics.track("form_error", { event_category: "Contact", event_label: "bad@example.com" }, 1_000);
    analytics.trackClick("CTA", "someone@drivebee.ae");
    const text = JSON.stringify([...gtag.mock.calls, ...fbq.mock.calls]);
    expect(text).not.toContain("@");
  });

  it("R-AN-02: UTM and experiment fields from attribution_data are added to events", () => {
    setAttribution({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_content: "banner-a",
      utm_term: "car insurance",
      gclid: "abc",
      experiment_id: "exp-1",
      experiment_name: "Hero test",
      is_control: false,
    });
    analytics.trackClick("CTA", "Get Quote");
    expect(gtagEvents()).toEqual([
      [
        "click",
        {
          event_category: "CTA",
          event_label: "Get Quote",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "spring",
          utm_content: "banner-a",
          experiment_id: "exp-1",
          experiment_name: "Hero test",
          is_control: false,
          language: "en",
        },
      ],
    ]);
  });

  it("R-AN-02: contextParams is empty when nothing is known", () => {
    expect(contextParams()).toEqual({});
  });

  it("R-AN-02: explicit event params win over the session context", () => {
    setAttribution({ experiment_id: "exp-1", experiment_name: "Hero test", is_control: false });
    const impression = { event_category: "Experiment", event_label: "Other" } as const;
    analytics.track(
      "experiment_impression",
      { ...impression, experiment_id: "exp-9", experiment_name: "Other", is_control: true },
      1_000,
    );
    expect(gtagEvents()[0]?.[1]).toEqual({
      ...impression,
      experiment_id: "exp-9",
      experiment_name: "Other",
      is_control: true,
      language: "en",
    });
  });

  it("R-OPEN-43: page_view carries page_path and page_title only", () => {
    setAttribution({ utm_source: "google", experiment_id: "exp-1", experiment_name: "Hero test" });
    analytics.trackPageView("/faq", "FAQ – DriveBee");
    expect(gtagEvents()).toEqual([["page_view", { page_path: "/faq", page_title: "FAQ – DriveBee" }]]);
  });

  it("R-AN-03: clicks carry their category and the visible label", () => {
    analytics.trackClick("App Download", "Download App");
    analytics.trackClick("Navigation", "Insurance Partners");
    expect(gtagEvents()).toEqual([
      ["click", { event_category: "App Download", event_label: "Download App", language: "en" }],
      ["click", { event_category: "Navigation", event_label: "Insurance Partners", language: "en" }],
    ]);
  });
});

describe("quote request tracking (R-AN-04/05, R-OPEN-43, R-CONST-29)", () => {
  beforeEach(grantConsent);

  it("R-AN-04: sends quote_request with value 100 and the source, plus a pixel Lead of 100 AED", () => {
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    const [first] = gtagEvents();
    expect(first?.[0]).toBe("quote_request");
    expect(first?.[1]).toMatchObject({ value: 100, source: "header" });
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith("track", "Lead", { value: 100, currency: "AED" });
  });

  it("R-AN-05: sends quote_source with the source and the medium as label", () => {
    analytics.trackQuoteRequest({ source: "hero_main", medium: "cta_button" });
    expect(gtagEvents()).toContainEqual([
      "quote_source",
      { source: "hero_main", event_label: "cta_button", language: "en" },
    ]);
  });

  it("R-AN-05: no utm_attribution event when the session has no UTM values", () => {
    setAttribution({ gclid: "abc" });
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    expect(eventNames()).toEqual(["quote_request", "quote_source"]);
  });

  it("R-AN-05: utm_attribution carries the UTM values when they exist", () => {
    setAttribution({ utm_source: "google", utm_campaign: "spring" });
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    expect(eventNames()).toEqual(["quote_request", "quote_source", "utm_attribution"]);
    const utm = gtagEvents().find(([name]) => name === "utm_attribution")?.[1];
    expect(utm).toMatchObject({ utm_source: "google", utm_campaign: "spring" });
  });

  it("R-HOME-HERO-10: a hero quote inside an experiment names the experiment and page_location hero", () => {
    setAttribution({ experiment_id: "exp-1", experiment_name: "Hero test", is_control: false });
    analytics.track("quote_request", quoteRequestParams({ source: "hero_main", pageLocation: "hero" }));
    expect(gtagEvents()[0]).toEqual([
      "quote_request",
      expect.objectContaining({
        experiment_id: "exp-1",
        experiment_name: "Hero test",
        is_control: false,
        page_location: "hero",
        value: 100,
      }),
    ]);
  });

  it("R-AN-12: every pixel call with a value carries currency AED", () => {
    analytics.trackPixel("CompleteRegistration");
    analytics.trackPixel("Lead", { value: 100 });
    for (const call of fbq.mock.calls) expect(call[2]).toMatchObject({ currency: "AED" });
  });
});

describe("resilience (R-OPEN-44)", () => {
  beforeEach(grantConsent);

  it("R-OPEN-44: nothing throws when gtag and fbq are missing", () => {
    delete window.gtag;
    delete window.fbq;
    expect(() => analytics.trackClick("CTA", "Get Quote")).not.toThrow();
    expect(() => analytics.trackPageView("/", "Home")).not.toThrow();
    expect(() => analytics.trackPixel("Lead", { value: 100 })).not.toThrow();
    expect(() => analytics.trackQuoteRequest({ source: "header", medium: "cta_button" })).not.toThrow();
  });

  it("R-OPEN-44: nothing throws when gtag and fbq throw (blocked or broken scripts)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    window.gtag = () => {
      throw new Error("gtag blocked");
    };
    window.fbq = () => {
      throw new Error("fbq blocked");
    };
    expect(() => analytics.trackClick("CTA", "Get Quote")).not.toThrow();
    expect(() => analytics.trackPixel("Lead", { value: 100 })).not.toThrow();
    expect(() => analytics.trackQuoteRequest({ source: "header", medium: "cta_button" })).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});

/** Moves happy-dom's page to `url` (each test's afterEach moves it back to localhost). */
function setUrl(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

describe("pixel console output (R-AN-13)", () => {
  beforeEach(grantConsent);

  afterEach(() => setUrl("http://localhost:3000/"));

  it("R-AN-13: pixel events are logged to the console on localhost", () => {
    setUrl("http://localhost:3000/");
    analytics.trackPixel("Lead", { value: 100 });
    expect(console.info).toHaveBeenCalledTimes(1);
  });

  it("R-AN-13: no pixel console output on the real host", () => {
    setUrl("https://drivebee.ae/");
    analytics.trackPixel("Lead", { value: 100 });
    expect(console.info).not.toHaveBeenCalled();
    expect(fbq).toHaveBeenCalledTimes(1);
  });
});

describe("the page's language on events (R-EDITION-09)", () => {
  beforeEach(grantConsent);

  afterEach(() => setUrl("http://localhost:3000/"));

  it("R-EDITION-09: an event on an English page carries language en", () => {
    setUrl("http://localhost:3000/faq");
    analytics.trackClick("CTA", "Get Quote");
    expect(gtagEvents()).toEqual([["click", { event_category: "CTA", event_label: "Get Quote", language: "en" }]]);
  });

  it("R-EDITION-09: every event on an Arabic page carries language ar, quote requests included", () => {
    setUrl("http://localhost:3000/ar/faq");
    analytics.trackClick("CTA", "Get Quote");
    analytics.trackQuoteRequest({ source: "header", medium: "cta_button" });
    const events = gtagEvents();
    expect(events.map(([name]) => name)).toEqual(["click", "quote_request", "quote_source"]);
    for (const [, params] of events) expect(params.language).toBe("ar");
  });

  it("R-EDITION-09: /ar at the root and its own paths only: /arabic-guide is an English page", () => {
    setUrl("http://localhost:3000/ar");
    analytics.trackClick("Navigation", "Home");
    setUrl("http://localhost:3000/arabic-guide");
    analytics.trackClick("Navigation", "Guide");
    expect(gtagEvents().map(([, params]) => params.language)).toEqual(["ar", "en"]);
  });

  it("R-OPEN-43: page_view keeps its path and title only, in either edition (the path names it)", () => {
    setUrl("http://localhost:3000/ar/faq");
    analytics.trackPageView("/ar/faq", "الأسئلة الشائعة – DriveBee");
    expect(gtagEvents()).toEqual([["page_view", { page_path: "/ar/faq", page_title: "الأسئلة الشائعة – DriveBee" }]]);
  });
});
