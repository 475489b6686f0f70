import { describe, expect, it } from "vitest";
import { formatterFor, arabicCount, groupedWhole } from "./format";
import { LOCALE_INFO, localeOf, localized, unprefixed } from "./locales";
import { homePath, notFoundPath, pageAt, pagePath, postPath } from "./pages";

describe("the editions' paths (R-EDITION-01)", () => {
  it.each([
    ["/", "en"],
    ["/faq", "en"],
    ["/arabic-words", "en"],
    ["/ar", "ar"],
    ["/ar/faq", "ar"],
    ["/ar/blog/rewards-system", "ar"],
  ] as const)("%s belongs to the %s edition", (path, locale) => {
    expect(localeOf(path)).toBe(locale);
  });

  it("a path moves between editions and back unchanged", () => {
    for (const path of ["/", "/faq", "/blog/rewards-system"]) {
      expect(unprefixed(localized(path, "ar"))).toBe(path);
      expect(localized(path, "en")).toBe(path);
    }
    expect(localized("/", "ar")).toBe("/ar");
    expect(unprefixed("/ar")).toBe("/");
  });

  it("the registry builds each edition's paths, and finds a page in either", () => {
    expect(homePath("ar")).toBe("/ar");
    expect(pagePath("faq", "ar")).toBe("/ar/faq");
    expect(postPath("rewards-system", "ar")).toBe("/ar/blog/rewards-system");
    expect(notFoundPath("ar")).toBe("/ar/404");
    expect(pageAt("/ar/privacy")).toBe("privacy");
    expect(pageAt("/privacy")).toBe("privacy");
    expect(pageAt("/ar")).toBeUndefined();
  });

  it("R-EDITION-02: Arabic is right to left; English is the default at the root", () => {
    expect(LOCALE_INFO.ar).toMatchObject({ lang: "ar", dir: "rtl", ogLocale: "ar_AE", pathPrefix: "/ar" });
    expect(LOCALE_INFO.en).toMatchObject({ lang: "en", dir: "ltr", ogLocale: "en_AE", pathPrefix: "" });
  });
});

describe("numbers, amounts and dates in each language (R-EDITION-06)", () => {
  it("English keeps the specification's formats", () => {
    const en = formatterFor("en");
    expect(en.aed(9000)).toBe("AED 9,000");
    expect(en.number(1234.4)).toBe("1,234");
    expect(en.date("2026-03-14")).toBe("14 March 2026");
    expect(en.month("2026-12")).toBe("December 2026");
  });

  it("Arabic writes Western digits, Arabic Gregorian month names and dirhams after the amount", () => {
    const ar = formatterFor("ar");
    expect(ar.aed(9000)).toBe("9,000 درهم");
    expect(ar.date("2026-03-14")).toBe("14 مارس 2026");
    expect(ar.month("2026-12")).toBe("ديسمبر 2026");
    for (const text of [ar.aed(123456), ar.date("2026-11-24"), ar.number(987654)]) expect(text).not.toMatch(/[٠-٩]/);
  });

  it("groups whole numbers as Intl does in both editions", () => {
    const intl = ["en-US", LOCALE_INFO.ar.intl].map(
      (tag) =>
        new Intl.NumberFormat(tag, {
          maximumFractionDigits: 0,
          roundingMode: "halfExpand",
        }),
    );
    const values = [0, 1, 12, 999, 1000, 9000, 12_345, 999_999.5, 1_000_000, 123_456_789, 1234.4, 2.5, 0.4];
    for (const value of values) for (const format of intl) expect(groupedWhole(value)).toBe(format.format(value));
    expect(groupedWhole(-1234)).toBe("-1,234");
  });

  it("an Arabic count takes the noun form its number needs", () => {
    const minutes = { one: "دقيقة واحدة", two: "دقيقتان", few: "# دقائق", many: "# دقيقة", other: "# دقيقة" };
    expect([1, 2, 3, 10, 11, 99, 100].map((count) => arabicCount(count, minutes))).toEqual([
      "دقيقة واحدة",
      "دقيقتان",
      "3 دقائق",
      "10 دقائق",
      "11 دقيقة",
      "99 دقيقة",
      "100 دقيقة",
    ]);
  });
});
