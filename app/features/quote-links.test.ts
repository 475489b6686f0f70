import { afterEach, describe, expect, it, vi } from "vitest";
import { phoneDigits, siteConfig } from "@site-config";
import { QUOTE_SOURCES } from "@core/constants";
import type { AttributionRecord } from "./attribution";
import { ar } from "~/i18n/messages/ar";
import { en } from "~/i18n/messages/en";
import { buildQuoteUrl, buildWhatsAppUrl, resolveQuoteContext, WHATSAPP_QUOTE_TEXT } from "./quote-links";

const attribution: AttributionRecord = {
  utm_source: "google",
  utm_campaign: "spring",
  gclid: "abc",
  first_visit: 1_000,
  last_updated: 2_000,
};

/** Every name=value pair of the query, in order, undecoded. */
function rawPairs(url: string): string[] {
  return new URL(url).search.slice(1).split("&");
}

describe("quote-site link (R-CALL-EXT-01)", () => {
  it("R-CALL-EXT-01: carries attribution, header context, experiment and action=quote", () => {
    const url = buildQuoteUrl({
      attribution,
      context: { source: "header", medium: "cta_button" },
      experiment: { experiment_id: "exp-1", experiment_name: "Hero test", is_control: false },
    });
    expect(url.startsWith(siteConfig.quoteSiteUrl)).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get("utm_source")).toBe("google");
    expect(params.get("utm_campaign")).toBe("spring");
    expect(params.get("gclid")).toBe("abc");
    expect(params.get("internal_source")).toBe("header");
    expect(params.get("internal_medium")).toBe("cta_button");
    expect(params.get("internal_campaign")).toBe("quote_request");
    expect(params.get("experiment_id")).toBe("exp-1");
    expect(params.get("experiment_name")).toBe("Hero test");
    expect(params.get("is_control")).toBe("false");
    expect(params.get("action")).toBe("quote");
    expect(url).toContain("experiment_name=Hero%20test");
    expect(url).not.toContain("Hero+test");
  });

  it("R-ENT-10: no empty parameters; internal_content and internal_term appear only when set", () => {
    const url = buildQuoteUrl({ attribution, context: { source: "header", medium: "cta_button" } });
    for (const pair of rawPairs(url)) {
      const [name, value] = pair.split("=");
      expect(name, pair).toBeTruthy();
      expect(value, pair).toBeTruthy();
    }
    const params = new URL(url).searchParams;
    expect(params.has("internal_content")).toBe(false);
    expect(params.has("internal_term")).toBe(false);
    expect(params.has("utm_medium")).toBe(false);
    expect(params.has("fbclid")).toBe(false);
    expect(params.has("first_visit")).toBe(false);
    expect(params.has("last_updated")).toBe(false);
    expect(params.has("experiment_id")).toBe(false);
  });

  it("R-ENT-10: internal_content and internal_term are passed when the context sets them", () => {
    const url = buildQuoteUrl({
      context: { source: "homepage", medium: "cta_button", content: "ready to save", term: "renewal" },
    });
    const params = new URL(url).searchParams;
    expect(params.get("internal_content")).toBe("ready to save");
    expect(params.get("internal_term")).toBe("renewal");
    expect(url).toContain("internal_content=ready%20to%20save");
  });

  it("R-ENT-10: blank content, term and attribution values never become empty parameters", () => {
    const url = buildQuoteUrl({
      attribution: { utm_source: "  ", gclid: "", first_visit: 1, last_updated: 1 },
      context: { source: "header", medium: "", content: "", term: "" },
    });
    const params = new URL(url).searchParams;
    expect(params.has("utm_source")).toBe(false);
    expect(params.has("gclid")).toBe(false);
    expect(params.has("internal_content")).toBe(false);
    expect(params.has("internal_term")).toBe(false);
    expect(params.get("internal_medium")).toBe("cta_button");
  });

  it("R-CALL-EXT-04 / R-CONST-20: with no context the link uses source website and medium cta_button", () => {
    const params = new URL(buildQuoteUrl()).searchParams;
    expect(params.get("internal_source")).toBe("website");
    expect(params.get("internal_medium")).toBe("cta_button");
    expect(params.get("internal_campaign")).toBe("quote_request");
    expect(params.get("action")).toBe("quote");
    expect(resolveQuoteContext()).toEqual({ source: "website", medium: "cta_button", campaign: "quote_request" });
  });

  it("R-CALL-EXT-03 / R-CONST-18: every quote source uses internal_campaign=quote_request", () => {
    for (const source of QUOTE_SOURCES) {
      const params = new URL(buildQuoteUrl({ context: { source, medium: "cta_button" } })).searchParams;
      expect(params.get("internal_campaign"), source).toBe("quote_request");
      expect(params.get("internal_source"), source).toBe(source);
    }
  });

  it("R-HOME-BANNER-04: the sticky banner link carries source sticky_banner and medium banner", () => {
    const params = new URL(buildQuoteUrl({ context: { source: "sticky_banner", medium: "banner" } })).searchParams;
    expect(params.get("internal_source")).toBe("sticky_banner");
    expect(params.get("internal_medium")).toBe("banner");
    expect(params.get("internal_campaign")).toBe("quote_request");
    expect(params.get("action")).toBe("quote");
  });

  it("R-CALL-EXT-01: takes the experiment from the attribution record when none is passed", () => {
    const params = new URL(
      buildQuoteUrl({
        attribution: { ...attribution, experiment_id: "exp-2", experiment_name: "Control arm", is_control: true },
      }),
    ).searchParams;
    expect(params.get("experiment_id")).toBe("exp-2");
    expect(params.get("experiment_name")).toBe("Control arm");
    expect(params.get("is_control")).toBe("true");
  });

  it("R-CALL-EXT-01: an existing query string on the quote site is kept", () => {
    const url = buildQuoteUrl({ baseUrl: "https://quote.example.ae/form?partner=drivebee" });
    const params = new URL(url).searchParams;
    expect(params.get("partner")).toBe("drivebee");
    expect(params.get("action")).toBe("quote");
  });

  it("R-CALL-EXT-01: values with reserved characters survive the round trip", () => {
    const url = buildQuoteUrl({
      attribution: { utm_campaign: "a&b=c/d?e", first_visit: 1, last_updated: 1 },
    });
    expect(new URL(url).searchParams.get("utm_campaign")).toBe("a&b=c/d?e");
  });
});

describe("WhatsApp link (R-CALL-EXT-02, R-OPEN-30)", () => {
  it("R-OPEN-30: prefilled text is the greeting, a newline, then the Source line", () => {
    const url = new URL(buildWhatsAppUrl("header"));
    expect(url.searchParams.get("text")).toBe("Hi! I would like to get an insurance quote.\nSource: header");
    expect(WHATSAPP_QUOTE_TEXT).toBe("Hi! I would like to get an insurance quote.");
  });

  it("R-OPEN-30: the chat goes to wa.me with the digits of the support phone", () => {
    const url = new URL(buildWhatsAppUrl("footer"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${phoneDigits(siteConfig.phone)}`);
    expect(url.pathname).toBe("/971551234567");
    expect(url.searchParams.get("text")?.split("\n")[1]).toBe("Source: footer");
  });

  it("R-OPEN-26: the waitlist fallback link ends with Source: android_waitlist", () => {
    const text = new URL(buildWhatsAppUrl("android_waitlist")).searchParams.get("text");
    expect(text?.endsWith("Source: android_waitlist")).toBe(true);
  });
});

describe("the page's language on quote links (R-EDITION-10)", () => {
  afterEach(() => vi.unstubAllGlobals());

  const full = {
    attribution: { ...attribution, experiment_id: "exp-1", experiment_name: "Hero test", is_control: false },
    context: { source: "header", medium: "cta_button", content: "header_get_quote" },
  } as const;

  it("R-EDITION-10: an Arabic page's quote URL keeps every spec parameter, in order, and adds lang=ar last", () => {
    const english = rawPairs(buildQuoteUrl({ ...full, locale: "en" }));
    const arabic = rawPairs(buildQuoteUrl({ ...full, locale: "ar" }));
    expect(arabic).toEqual([...english, "lang=ar"]);
    expect(english.some((pair) => pair.startsWith("lang="))).toBe(false);
  });

  it("R-EDITION-10: the default is the edition of the page the browser shows", () => {
    vi.stubGlobal("window", { location: { pathname: "/ar/contact" } });
    expect(new URL(buildQuoteUrl(full)).searchParams.get("lang")).toBe("ar");
    vi.stubGlobal("window", { location: { pathname: "/ar" } });
    expect(new URL(buildQuoteUrl()).searchParams.get("lang")).toBe("ar");
    vi.stubGlobal("window", { location: { pathname: "/arabic-cars" } });
    expect(new URL(buildQuoteUrl()).searchParams.has("lang")).toBe(false);
  });

  it("R-EDITION-10: while prerendering (no window) the link is the English one", () => {
    expect(new URL(buildQuoteUrl(full)).searchParams.has("lang")).toBe(false);
  });

  it("R-EDITION-11: the English greetings are the specification's; the Arabic ones keep the Source line", () => {
    expect(en.chrome.whatsapp.quote).toBe(WHATSAPP_QUOTE_TEXT);
    expect(en.chrome.whatsapp.promo).toBe("Hi! I saw your cashback offer and would like an insurance quote.");
    const text = new URL(buildWhatsAppUrl("whatsapp_promo", ar.chrome.whatsapp.promo)).searchParams.get("text");
    expect(text).toBe(`${ar.chrome.whatsapp.promo}\nSource: whatsapp_promo`);
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
