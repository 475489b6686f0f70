import { describe, expect, it } from "vitest";
import { brokerStatement, phoneDigits, siteConfig } from "@site-config";
import {
  ANALYTICS,
  ATTRIBUTION_CLICK_IDS,
  ATTRIBUTION_UTM_FIELDS,
  BANNER_SLIDE_OUT_MS,
  CALCULATOR,
  CLAIMS,
  CONNECTIVITY_CHECK_MS,
  CONTACT_LIMITS,
  CSRF_MAX_AGE_MS,
  DEFAULT_QUOTE_CONTEXT,
  ENQUIRY_REPLY,
  EXPERIMENT,
  HEADER_SCROLL_THRESHOLD_PX,
  IMAGE,
  LOGO_STRIP,
  MAX_CASHBACK_PERCENT,
  MOBILE_BREAKPOINT_PX,
  NAV_MENU,
  NEWSLETTER,
  POPUP,
  QUOTE_CAMPAIGN,
  QUOTE_SOURCES,
  STORAGE_KEYS,
  TOASTS,
  XL_BREAKPOINT_PX,
} from "./constants";
import { SAMPLE_BROKER as broker } from "../tests/support/samples";

describe("business constants (R-CONST-*)", () => {
  it("R-CONST-01/02/03: calculator 1000..15000 step 500, default 9000, 25%, 300 ms in 20 steps", () => {
    expect(CALCULATOR).toEqual({
      minPremium: 1000,
      maxPremium: 15000,
      step: 500,
      defaultPremium: 9000,
      cashbackRate: 0.25,
      animationMs: 300,
      animationSteps: 20,
    });
    expect(CALCULATOR.defaultPremium * CALCULATOR.cashbackRate).toBe(2250);
  });

  it("R-CONST-04: the maximum claimed cashback is 25%", () => {
    expect(MAX_CASHBACK_PERCENT).toBe(25);
    expect(CALCULATOR.cashbackRate * 100).toBe(MAX_CASHBACK_PERCENT);
  });

  it("R-CONST-05: contact limits", () => {
    expect(CONTACT_LIMITS).toEqual({
      nameMax: 50,
      emailMax: 100,
      phoneMin: 8,
      phoneMax: 16,
      subjectMax: 200,
      messageMin: 10,
      messageMax: 2000,
    });
  });

  it("R-CONST-06/07/08/11: newsletter 3 per hour (helper 5 per hour), email 100, CSRF 5 min, reset 500 ms", () => {
    expect(NEWSLETTER.clientAttemptsPerHour).toBe(3);
    expect(NEWSLETTER.defaultRateLimit).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(NEWSLETTER.emailMax).toBe(100);
    expect(NEWSLETTER.resetAfterMs).toBe(500);
    expect(NEWSLETTER.alreadySubscribedToastMs).toBe(3000);
    expect(CSRF_MAX_AGE_MS).toBe(300_000);
  });

  it("R-CONST-09/10: popup 50% scroll, 10 s, 24 h, 7 days; banner slide-out 300 ms", () => {
    expect(POPUP).toMatchObject({
      scrollRatio: 0.5,
      timerMs: 10_000,
      minMsBetweenShowings: 86_400_000,
      minMsAfterTemporaryDismissal: 604_800_000,
    });
    expect(BANNER_SLIDE_OUT_MS).toBe(300);
  });

  it("R-CONST-12/13: connectivity check 30 s; experiment lock 3 s, polling every 100 ms for 2 s", () => {
    expect(CONNECTIVITY_CHECK_MS).toBe(30_000);
    expect(EXPERIMENT).toMatchObject({ lockTtlMs: 3000, pollEveryMs: 100, pollForMs: 2000 });
    expect(EXPERIMENT.pollForMs / EXPERIMENT.pollEveryMs).toBe(20);
  });

  it("R-CONST-14/15: header threshold 10 px, mobile under 768 px, xl 1280 px", () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(10);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(XL_BREAKPOINT_PX).toBe(1280);
  });

  it("R-CONST-16/29: duplicates within 1 s; lead value 100 in AED", () => {
    expect(ANALYTICS).toEqual({ duplicateWindowMs: 1000, currency: "AED", leadValue: 100 });
  });

  it("R-CONST-17: attribution in attribution_data with click ids gclid, fbclid, msclkid, ttclid", () => {
    expect(STORAGE_KEYS.attribution).toBe("attribution_data");
    expect([...ATTRIBUTION_CLICK_IDS]).toEqual(["gclid", "fbclid", "msclkid", "ttclid"]);
    expect([...ATTRIBUTION_UTM_FIELDS]).toEqual([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
    ]);
  });

  it("R-ENT-18 / R-ENT-08: the browser storage keys", () => {
    expect(STORAGE_KEYS).toMatchObject({
      bannerDismissed: "insurance-banner-dismissed",
      popupShown: "newsletter-popup-shown",
      popupDismissed: "newsletter-popup-dismissed",
      subscribed: "newsletter-subscribed",
      experimentAssignment: "ab_test_assignment",
      experimentLock: "ab_test_assignment_lock",
      consent: "cookie-consent",
    });
  });

  it("R-CONST-18/20: campaign quote_request; default context website / cta_button", () => {
    expect(QUOTE_CAMPAIGN).toBe("quote_request");
    expect(DEFAULT_QUOTE_CONTEXT).toEqual({ source: "website", medium: "cta_button" });
  });

  it("R-CONST-19/21: each quote source is named once, the default context's among them", () => {
    expect(new Set(QUOTE_SOURCES).size).toBe(QUOTE_SOURCES.length);
    expect(QUOTE_SOURCES).toContain(DEFAULT_QUOTE_CONTEXT.source);
  });

  it("R-CONST-24: claimed figures 1,000+ members, 95 score, 20+ providers, 99 AED, 4.8 from 247 reviews", () => {
    expect(CLAIMS).toMatchObject({
      members: "1,000+",
      safetyScoreLeader: 95,
      providers: "20+",
      premiumPlanAed: 99,
      rating: 4.8,
      reviewCount: 247,
      insurerCount: 10,
    });
  });

  it("R-CONST-25..28: toasts, navigation menu, images and logo strip timings", () => {
    expect(TOASTS).toEqual({
      primary: { visible: 1, durationMs: 5000 },
      secondary: { visible: 3, durationMs: 4000, gapPx: 14 },
    });
    expect(NAV_MENU).toEqual({ delayMs: 200, skipDelayMs: 300 });
    expect(IMAGE).toEqual({ lazyMarginPx: 200, defaultQuality: 80 });
    expect(LOGO_STRIP).toEqual({ startDelayMs: 1000, loopMs: 30_000 });
  });

  it("R-CONST-30 / R-HOME-LOGOS-01: ten insurers, in the spec's order", () => {
    expect(siteConfig.insurers.map((insurer) => insurer.name)).toEqual([
      "Sukoon",
      "Watania Takaful",
      "GIG Gulf",
      "Al Sagr",
      "AFNIC",
      "Salama Takaful",
      "ADNIC",
      "Orient",
      "Tokio Marine",
      "QIC",
    ]);
    expect(siteConfig.insurers).toHaveLength(CLAIMS.insurerCount);
  });

  it("R-OPEN-30/31: phone digits for wa.me and tel:, TestFlight off at launch", () => {
    expect(phoneDigits("+971 55 123 4567")).toBe("971551234567");
    expect(phoneDigits("(+971) 55-123-4567")).toBe("971551234567");
    expect(siteConfig.appInBeta).toBe(false);
    expect(siteConfig.origin).not.toMatch(/\/$/);
  });
});

describe("the reply an enquiry is promised", () => {
  it("R-DESK-01: the support hours the site prints are the hours the promise counts, Monday to Friday", () => {
    const { workingDays, opensAtHour, closesAtHour } = ENQUIRY_REPLY;
    expect(workingDays).toEqual([1, 2, 3, 4, 5]);
    expect(siteConfig.hours).toBe(`Monday to Friday, ${opensAtHour}:00 to ${closesAtHour}:00 (GST)`);
  });
});

describe("the broker statement", () => {
  it("names the broker, its licence authority and number once all are set", () => {
    expect(brokerStatement(broker)).toBe(
      `Insurance is arranged by Example Insurance Brokers LLC, licensed by the Central Bank of the UAE (licence no. 123). ${siteConfig.name} is not an insurer.`,
    );
  });

  it("claims nothing while any of them is missing", () => {
    expect(brokerStatement({ ...broker, licenceNumber: " " })).toBeNull();
    expect(brokerStatement({ ...broker, name: "" })).toBeNull();
    expect(brokerStatement({ ...broker, licenceAuthority: "" })).toBeNull();
  });
});
