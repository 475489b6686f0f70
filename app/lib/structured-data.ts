/**
 * JSON-LD blocks (R-ROUTE-META-07..09, R-OPEN-08). Figures come from
 * the constants, contact details from the site configuration.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT } from "@core/constants";
import { siteConfig } from "@site-config";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "@core/locales";
import { absoluteUrl, OG_IMAGES } from "@core/pages";

const orgId = `${siteConfig.origin}/#organization`;

/** How to reach the business, the same in every block that names it. */
const contact = {
  email: siteConfig.supportEmail,
  telephone: siteConfig.phone,
  address: {
    "@type": "PostalAddress",
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.city,
    addressRegion: siteConfig.address.city,
    addressCountry: siteConfig.address.countryCode,
  },
};

/** A schema.org block of the given type. */
const thing = <T extends object>(type: string, fields: T) => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
});

const areaServed = { "@type": "Country", name: siteConfig.address.country };

export function organizationJsonLd() {
  return thing("Organization", {
    "@id": orgId,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    logo: `${siteConfig.origin}/icon-512.png`,
    ...contact,
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
  });
}

export function localBusinessJsonLd() {
  return thing("LocalBusiness", {
    "@id": `${siteConfig.origin}/#business`,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    image: absoluteUrl(OG_IMAGES.default),
    ...contact,
    areaServed,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
  });
}

/**
 * The words of the blocks that describe the product, by edition: English here; another
 * edition's come from its route's loader, so no page's bundle carries the other language.
 */
export type StructuredDataText = { locale: Locale; app: string; service: string };

const ENGLISH_TEXT: StructuredDataText = {
  locale: DEFAULT_LOCALE,
  app: `AI driving-safety coach: earn up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance for safe driving.`,
  service: `Car insurance quotes through our partner broker, with up to ${MAX_CASHBACK_PERCENT}% cashback for safe drivers.`,
};

/** The description and language fields of a block, English unless told otherwise. */
const described = (text: StructuredDataText, which: "app" | "service") =>
  text.locale === DEFAULT_LOCALE
    ? { description: text[which] }
    : { description: text[which], inLanguage: inLanguage(text.locale) };

export function softwareApplicationJsonLd(text: StructuredDataText = ENGLISH_TEXT) {
  return thing("SoftwareApplication", {
    name: siteConfig.name,
    applicationCategory: "LifestyleApplication",
    operatingSystem: "iOS",
    ...described(text, "app"),
    offers: { "@type": "Offer", price: 0, priceCurrency: "AED", category: "free" },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: CLAIMS.rating,
      reviewCount: CLAIMS.reviewCount,
      bestRating: 5,
    },
    publisher: { "@id": orgId },
  });
}

export function financialServiceJsonLd(text: StructuredDataText = ENGLISH_TEXT) {
  return thing("FinancialService", {
    name: `${siteConfig.name} insurance cashback`,
    url: `${siteConfig.origin}/`,
    ...described(text, "service"),
    ...contact,
    areaServed,
    provider: { "@id": orgId },
  });
}

/** The language a block's text is in (schema.org inLanguage), by edition. */
export const inLanguage = (locale: Locale = DEFAULT_LOCALE) => LOCALE_INFO[locale].lang;

export function websiteJsonLd(locale: Locale = DEFAULT_LOCALE) {
  return thing("WebSite", {
    "@id": `${siteConfig.origin}/#website`,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    inLanguage: inLanguage(locale),
    publisher: { "@id": orgId },
  });
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return thing("BreadcrumbList", {
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  });
}

export const homeJsonLd = (text: StructuredDataText = ENGLISH_TEXT) => [
  organizationJsonLd(),
  localBusinessJsonLd(),
  softwareApplicationJsonLd(text),
  financialServiceJsonLd(text),
  websiteJsonLd(text.locale),
];
