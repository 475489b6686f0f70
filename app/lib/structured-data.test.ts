import { describe, expect, it } from "vitest";
import { siteConfig } from "@site-config";
import { structuredDataAr } from "@core/page-copy-ar";
import { breadcrumbJsonLd, homeJsonLd, softwareApplicationJsonLd } from "./structured-data";

type Block = Record<string, unknown>;

describe("structured data (R-ROUTE-META-07..09)", () => {
  it("R-ROUTE-META-07: the home page carries Organization, LocalBusiness, SoftwareApplication, FinancialService and WebSite", () => {
    const blocks = homeJsonLd() as Block[];
    expect(blocks.map((block) => block["@type"]).sort()).toEqual(
      ["FinancialService", "LocalBusiness", "Organization", "SoftwareApplication", "WebSite"].sort(),
    );
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      // Each block must survive serialisation into a <script type="application/ld+json">.
      expect(JSON.parse(JSON.stringify(block))).toEqual(block);
    }
  });

  it("R-ROUTE-META-08: the SoftwareApplication offers a free plan (price 0)", () => {
    const app = softwareApplicationJsonLd();
    expect(app.offers.price).toBe(0);
    expect(app.offers["@type"]).toBe("Offer");
    expect(app.offers.priceCurrency).toBe("AED");
  });

  it("R-ROUTE-META-09: the SoftwareApplication claims a 4.8 rating from 247 reviews", () => {
    const rating = softwareApplicationJsonLd().aggregateRating;
    expect(rating.ratingValue).toBe(4.8);
    expect(rating.reviewCount).toBe(247);
    expect(rating["@type"]).toBe("AggregateRating");
  });

  it("R-CONST-04: the structured data never claims more than 25% cashback", () => {
    const text = JSON.stringify(homeJsonLd());
    expect(text).toContain("25%");
    for (const match of text.matchAll(/(\d+)%/g)) expect(Number(match[1])).toBeLessThanOrEqual(25);
  });

  it("R-ROUTE-META-07: organisation details come from the site configuration (Business Bay, Dubai)", () => {
    const org = (homeJsonLd() as Block[]).find((block) => block["@type"] === "Organization");
    expect(org).toMatchObject({
      name: siteConfig.name,
      email: siteConfig.supportEmail,
      telephone: siteConfig.phone,
      url: `${siteConfig.origin}/`,
    });
    expect(org?.address).toMatchObject({ addressLocality: "Dubai", addressCountry: "AE" });
  });

  it("R-OPEN-08: breadcrumbs list absolute URLs with 1-based positions", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://drivebee.ae/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://drivebee.ae/blog" },
    ]);
  });
});

describe("structured data per edition (R-EDITION-15)", () => {
  type Block = Record<string, unknown>;
  const typed = (blocks: object[], type: string) => blocks.find((block) => (block as Block)["@type"] === type) as Block;

  it("English blocks keep their words and say en; the Arabic ones carry their own words and say ar", () => {
    const english = homeJsonLd();
    expect(typed(english, "WebSite").inLanguage).toBe("en");
    expect(typed(english, "SoftwareApplication").inLanguage).toBeUndefined();
    const arabic = homeJsonLd({ locale: "ar", ...structuredDataAr });
    expect(typed(arabic, "WebSite").inLanguage).toBe("ar");
    expect(typed(arabic, "SoftwareApplication")).toMatchObject({ description: structuredDataAr.app, inLanguage: "ar" });
    expect(typed(arabic, "FinancialService")).toMatchObject({
      description: structuredDataAr.service,
      inLanguage: "ar",
    });
  });
});
