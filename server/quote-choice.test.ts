/**
 * R-HTML-01: the quote page's two methods work without JavaScript. GET /quote/online and
 * /quote/whatsapp (and their /ar twins) answer 302 to the link the quote dialog builds for the
 * same source and place (core/quote-url.ts), from the link's query or from the quote page's URL
 * in the Referer; anything else falls back to the default source, never a 5xx.
 */
import { describe, expect } from "vitest";
import { quoteChoiceHref, quoteMethodPath } from "../core/choice-links";
import { quoteUrl, whatsAppUrl } from "../core/quote-url";
import { apiTest as it } from "../tests/support/api";
import { chrome as chromeAr } from "../app/i18n/messages/ar/chrome";
import { chrome as chromeEn } from "../app/i18n/messages/en/chrome";

const HERO = { source: "hero_main", medium: "cta_button", content: "hero_cta" } as const;

describe("the quote page's redirects (R-HTML-01)", () => {
  // The app needs its database (migrations take a while); the redirects read none of it.
  it.beforeAll(async ({ harnesses }) => {
    await harnesses.get("memory://");
  }, 60_000);

  it("online: the broker's quote site with the control's source and place, as the dialog's link", async ({ api }) => {
    const response = await api.app.request(`${quoteMethodPath("online")}?source=hero_main&content=hero_cta`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(quoteUrl({ context: HERO }));
    const location = new URL(response.headers.get("location")!);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      internal_source: "hero_main",
      internal_medium: "cta_button",
      internal_campaign: "quote_request",
      internal_content: "hero_cta",
      action: "quote",
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("R-EDITION-10: the Arabic page's online method adds lang=ar last", async ({ api }) => {
    const response = await api.app.request(
      `${quoteMethodPath("online", "ar")}?source=queen_bee&content=queen_bee_section`,
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe(quoteUrl({ context: { source: "queen_bee", content: "queen_bee_section" }, locale: "ar" }));
    expect(location.endsWith("&action=quote&lang=ar")).toBe(true);
  });

  it("WhatsApp: the chat with the edition's prefilled text and the Source line (R-OPEN-30, R-EDITION-11)", async ({
    api,
  }) => {
    const english = await api.app.request(`${quoteMethodPath("whatsapp")}?source=header&content=header_get_quote`);
    expect(english.status).toBe(302);
    expect(english.headers.get("location")).toBe(whatsAppUrl("header", chromeEn.whatsapp.quote));
    expect(new URL(english.headers.get("location")!).searchParams.get("text")).toBe(
      "Hi! I would like to get an insurance quote.\nSource: header",
    );
    const arabic = await api.app.request(`${quoteMethodPath("whatsapp", "ar")}?source=homepage`);
    expect(arabic.headers.get("location")).toBe(whatsAppUrl("homepage", chromeAr.whatsapp.quote));
    expect(new URL(arabic.headers.get("location")!).searchParams.get("text")).toMatch(/\nSource: homepage$/);
  });

  it("without a query of its own, the source and place come from the quote page in the Referer", async ({ api }) => {
    const referer = `http://localhost${quoteChoiceHref(HERO, "ar")}`;
    const response = await api.app.request(quoteMethodPath("online", "ar"), { headers: { referer } });
    expect(response.headers.get("location")).toBe(quoteUrl({ context: HERO, locale: "ar" }));
  });

  it("a Referer from another site or another page is not read: the default source", async ({ api }) => {
    for (const referer of [
      `https://evil.example${quoteChoiceHref(HERO)}`,
      "http://localhost/about?source=hero_main",
      "not a url",
    ]) {
      const response = await api.app.request(quoteMethodPath("online"), { headers: { referer } });
      expect(response.status, referer).toBe(302);
      expect(new URL(response.headers.get("location")!).searchParams.get("internal_source"), referer).toBe("website");
    }
  });

  it("an unknown source or a malformed place falls back, never a 5xx", async ({ api }) => {
    for (const query of [
      "?source=nope",
      "?source=__proto__&content=%3Cscript%3E",
      "?source=%E0%A4%A",
      "?source=hero_main&content=" + "x".repeat(500),
      "?source[]=hero_main",
      "",
    ]) {
      for (const method of ["online", "whatsapp"] as const) {
        const response = await api.app.request(`${quoteMethodPath(method)}${query}`);
        expect(response.status, `${method}${query}`).toBe(302);
        const location = response.headers.get("location")!;
        expect(location, query).not.toContain("script");
        if (method === "online") {
          const params = new URL(location).searchParams;
          expect(["website", "hero_main"]).toContain(params.get("internal_source"));
          expect(params.get("internal_content")).toBeNull();
        }
      }
    }
  });

  it("only GET and HEAD: a POST is not a redirect", async ({ api }) => {
    expect((await api.app.request(quoteMethodPath("online"), { method: "HEAD" })).status).toBe(302);
    expect((await api.app.request(quoteMethodPath("online"), { method: "POST" })).status).toBe(405);
  });
});
