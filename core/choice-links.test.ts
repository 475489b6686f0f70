/** R-HTML-01, 02: the links of the calls to action, and the quote page's query read back. */
import { describe, expect, it } from "vitest";
import { choicePath, quoteChoiceHref, quoteChoiceOf, quoteMethodPath } from "./choice-links";
import { DEFAULT_QUOTE_CONTEXT, QUOTE_SOURCES } from "./constants";

const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf("?")));

describe("choice links (R-HTML-01, 02)", () => {
  it("each edition has its quote page, app page and the quote page's two methods", () => {
    expect([choicePath("quote"), choicePath("app"), choicePath("quote", "ar"), choicePath("app", "ar")]).toEqual([
      "/quote",
      "/app",
      "/ar/quote",
      "/ar/app",
    ]);
    expect([quoteMethodPath("online"), quoteMethodPath("whatsapp", "ar")]).toEqual([
      "/quote/online",
      "/ar/quote/whatsapp",
    ]);
  });

  it("a control's link carries its source and place, and reads back as the context the dialog gets", () => {
    expect(quoteChoiceHref({ source: "hero_main", medium: "cta_button", content: "hero_cta" })).toBe(
      "/quote?source=hero_main&content=hero_cta",
    );
    expect(quoteChoiceHref({ source: "blog", content: "dubai-traffic-violations" }, "ar")).toBe(
      "/ar/quote?source=blog&content=dubai-traffic-violations",
    );
    for (const source of QUOTE_SOURCES) {
      const context = { source, medium: "cta_button", content: `${source}_page` };
      expect(quoteChoiceOf(queryOf(quoteChoiceHref(context)))).toEqual({ ...context, campaign: "quote_request" });
    }
  });

  it("an unknown source gives the default context; a place that is not one is left out", () => {
    for (const query of ["source=nope", "source=__proto__", "", "source=constructor&content=a%20b", "content=<x>"]) {
      expect(quoteChoiceOf(new URLSearchParams(query)), query).toEqual({
        ...DEFAULT_QUOTE_CONTEXT,
        campaign: "quote_request",
      });
    }
    expect(quoteChoiceOf(new URLSearchParams(`source=header&content=${"x".repeat(81)}`)).content).toBeUndefined();
  });
});
