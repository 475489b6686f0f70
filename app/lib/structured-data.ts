/**
 * JSON-LD blocks (spec §2; R-ROUTE-META-07..09, R-OPEN-08). Figures come from
 * the constants, contact details from the site configuration.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT } from "@core/constants";
import { siteConfig } from "@site-config";

const orgId = `${siteConfig.origin}/#organization`;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: siteConfig.address.street,
  addressLocality: siteConfig.address.city,
  addressRegion: siteConfig.address.city,
  addressCountry: siteConfig.address.countryCode,
};

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    logo: `${siteConfig.origin}/icon-512.png`,
    email: siteConfig.supportEmail,
    telephone: siteConfig.phone,
    address: postalAddress,
    sameAs: [siteConfig.social.facebook, siteConfig.social.instagram],
  };
}

export function localBusinessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteConfig.origin}/#business`,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    image: `${siteConfig.origin}/og/default.png`,
    email: siteConfig.supportEmail,
    telephone: siteConfig.phone,
    address: postalAddress,
    areaServed: { "@type": "Country", name: siteConfig.address.country },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
  };
}

export function softwareApplicationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: siteConfig.name,
    applicationCategory: "LifestyleApplication",
    operatingSystem: "iOS",
    description: `AI driving-safety coach: earn up to ${MAX_CASHBACK_PERCENT}% cashback on car insurance for safe driving.`,
    offers: { "@type": "Offer", price: 0, priceCurrency: "AED", category: "free" },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: CLAIMS.rating,
      reviewCount: CLAIMS.reviewCount,
      bestRating: 5,
    },
    publisher: { "@id": orgId },
  };
}

export function financialServiceJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: `${siteConfig.name} insurance cashback`,
    url: `${siteConfig.origin}/`,
    description: `Car insurance quotes through our partner broker, with up to ${MAX_CASHBACK_PERCENT}% cashback for safe drivers.`,
    telephone: siteConfig.phone,
    email: siteConfig.supportEmail,
    address: postalAddress,
    areaServed: { "@type": "Country", name: siteConfig.address.country },
    provider: { "@id": orgId },
  };
}

export function websiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteConfig.origin}/#website`,
    name: siteConfig.name,
    url: `${siteConfig.origin}/`,
    inLanguage: "en",
    publisher: { "@id": orgId },
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.path === "/" ? `${siteConfig.origin}/` : `${siteConfig.origin}${item.path}`,
    })),
  };
}

export const homeJsonLd = () => [
  organizationJsonLd(),
  localBusinessJsonLd(),
  softwareApplicationJsonLd(),
  financialServiceJsonLd(),
  websiteJsonLd(),
];
