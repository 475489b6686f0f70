import { useEffect, useState } from "react";
import { Link } from "react-router";
import { STORAGE_KEYS } from "@core/constants";
import { isLocale, LOCALE_INFO, LOCALES, localized, unprefixed, type Locale } from "@core/locales";
import { readStorage, writeStorage } from "~/features/storage";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";
import { usePathname } from "~/hooks/use-pathname";

/**
 * The same page in the other language (R-EDITION-04). Never an automatic
 * redirect: the visitor chooses. The choice is remembered only so that a
 * visitor who chose a language finds the switcher stressed on a page in the
 * other one (after a search result, say).
 */
export function LanguageSwitcher({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const pathname = usePathname();
  const { locale, m } = useI18n();
  const preferred = usePreferredLocale();
  const targets = LOCALES.filter(
    (other) => other !== locale && (LOCALE_INFO[other].published || !LOCALE_INFO[locale].published),
  );
  if (targets.length === 0) return null;
  return (
    <>
      {targets.map((target) => {
        const { lang, name } = LOCALE_INFO[target];
        return (
          <Link
            key={target}
            to={localized(unprefixed(pathname), target)}
            lang={lang}
            hrefLang={lang}
            aria-label={m.language.switchTo(name)}
            onClick={() => writeStorage("local", STORAGE_KEYS.language, target)}
            data-preferred={preferred === target ? "true" : undefined}
            className={cn(
              "inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600",
              tone === "light" ? "text-ink-900 hover:bg-ink-100" : "text-white hover:bg-white/10",
              preferred === target &&
                (tone === "light" ? "bg-honey-100 ring-1 ring-honey-300" : "ring-1 ring-honey-300"),
              className,
            )}
          >
            {name}
          </Link>
        );
      })}
    </>
  );
}

/** The language the visitor last chose, read after hydration (storage may be blocked). */
function usePreferredLocale(): Locale | null {
  const [preferred, setPreferred] = useState<Locale | null>(null);
  useEffect(() => {
    const stored = readStorage("local", STORAGE_KEYS.language);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only in the browser, after hydration
    if (isLocale(stored)) setPreferred(stored);
  }, []);
  return preferred;
}
