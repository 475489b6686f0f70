/**
 * The site's languages (R-EDITION-01, 02). English is the default and lives at the
 * root; Arabic lives under /ar, right to left, its numbers in Western digits
 * as UAE commerce writes them. Everything that differs by language reads it here.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export type LocaleInfo = {
  lang: string;
  dir: "ltr" | "rtl";
  /** The Intl locale every number, amount and date of the edition is formatted with. */
  intl: string;
  ogLocale: string;
  /** "" for the default language, "/ar" for Arabic. */
  pathPrefix: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** Home's name in breadcrumbs (structured data is built where no catalogue is at hand). */
  homeLabel: string;
  /**
   * The edition is finished: it is announced to search engines (hreflang,
   * sitemap), indexed, and the other edition's switcher links to it. Until
   * then its pages are built and served (for the team to review) with
   * noindex, and nothing on the published editions links to them.
   */
  published: boolean;
};

/** Which editions are published: the one switch (typed as a switch, so code reads it as either value). */
const PUBLISHED: Record<Locale, boolean> = { en: true, ar: true };

export const LOCALE_INFO = {
  en: {
    lang: "en",
    dir: "ltr",
    intl: "en-AE",
    ogLocale: "en_AE",
    pathPrefix: "",
    name: "English",
    homeLabel: "Home",
    published: PUBLISHED.en,
  },
  ar: {
    lang: "ar",
    dir: "rtl",
    intl: "ar-AE-u-nu-latn",
    ogLocale: "ar_AE",
    pathPrefix: "/ar",
    name: "العربية",
    homeLabel: "الرئيسية",
    published: PUBLISHED.ar,
  },
} as const satisfies Record<Locale, LocaleInfo>;

/** The editions announced to search engines and linked from each other. */
export const PUBLISHED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => LOCALE_INFO[locale].published);

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The edition a URL path belongs to: its prefix ("/ar", "/ar/…"), else the default. */
export function localeOf(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].pathPrefix;
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A path without its edition's prefix: "/ar/faq" → "/faq", "/ar" → "/". */
export function unprefixed(pathname: string): string {
  const prefix = LOCALE_INFO[localeOf(pathname)].pathPrefix;
  return pathname.slice(prefix.length) || "/";
}

/** A default-edition path in `locale`: ("/faq", "ar") → "/ar/faq", ("/", "ar") → "/ar". */
export function localized(path: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].pathPrefix;
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}
