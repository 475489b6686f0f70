import type { ReactNode } from "react";
import { LOCALE_INFO } from "@core/locales";
import { useI18n } from "~/i18n/i18n";

/**
 * A left-to-right run (a phone number, an address in Latin letters) inside a
 * right-to-left page keeps its own order; the English pages render it as it is.
 */
export function Ltr({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  if (LOCALE_INFO[locale].dir === "ltr") return children;
  return <bdi dir="ltr">{children}</bdi>;
}
