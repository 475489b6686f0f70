import { describe, expect, it } from "vitest";
import { choicePrefetchRules } from "./choice-prefetch";

const rulesOf = (path: string) => {
  const rules = choicePrefetchRules(path);
  return rules === null ? null : (JSON.parse(rules) as { prefetch: Record<string, unknown>[] });
};

describe("the choice pages fetched ahead (R-HTML-08)", () => {
  it("a page of each edition fetches its own edition's quote page at once and its app page on intent, whatever their query", () => {
    expect(rulesOf("/")).toEqual({
      prefetch: [
        { source: "list", urls: ["/quote"], eagerness: "immediate", expects_no_vary_search: "params" },
        { source: "list", urls: ["/app"], eagerness: "moderate", expects_no_vary_search: "params" },
      ],
    });
    expect(rulesOf("/ar/faq")?.prefetch.map((rule) => rule.urls)).toEqual([["/ar/quote"], ["/ar/app"]]);
  });

  it("a choice page does not fetch itself", () => {
    expect(rulesOf("/ar/quote")?.prefetch.map((rule) => rule.urls)).toEqual([["/ar/app"]]);
    expect(rulesOf("/app")?.prefetch.map((rule) => rule.urls)).toEqual([["/quote"]]);
  });

  it("the team's pages carry no rules", () => {
    for (const path of ["/auth", "/admin", "/ab-testing-admin", "/admin/leads"])
      expect(choicePrefetchRules(path)).toBeNull();
  });
});
