/**
 * The site's languages (issue 17). English is the default and lives at the
 * root; Arabic lives under /ar, right to left, its numbers in Western digits
 * as UAE commerce writes them. Everything that differs by language reads it here.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_INFO = {
  en: { lang: "en", dir: "ltr", intl: "en-AE", ogLocale: "en_AE", pathPrefix: "" },
  ar: { lang: "ar", dir: "rtl", intl: "ar-AE-u-nu-latn", ogLocale: "ar_AE", pathPrefix: "/ar" },
} as const satisfies Record<
  Locale,
  { lang: string; dir: "ltr" | "rtl"; intl: string; ogLocale: string; pathPrefix: string }
>;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
