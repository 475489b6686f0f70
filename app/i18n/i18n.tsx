/**
 * The page's language and words (R-EDITION-05). The edition comes from the URL
 * (core/locales.ts); its catalogue from the matched edition layout's `handle`,
 * so a page carries only its own language's words: English is the default (and
 * the team pages' language), the Arabic catalogue is in routes/edition-ar.tsx's
 * chunk and loads with the Arabic pages only.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { localeOf, type Locale } from "@core/locales";
import { formatterFor, type Formatter } from "@core/format";
import { en, type Messages } from "./messages/en";
import { usePathname } from "~/hooks/use-pathname";

export type I18n = { locale: Locale; m: Messages; format: Formatter };

/** What an edition layout route exports as its `handle`. */
export type EditionHandle = { messages: Messages };

const I18nContext = createContext<I18n>({ locale: "en", m: en, format: formatterFor("en") });

function editionMessages(handle: unknown): Messages | undefined {
  return typeof handle === "object" && handle !== null && "messages" in handle
    ? (handle as EditionHandle).messages
    : undefined;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = localeOf(usePathname());
  const matches = useMatches();
  const messages = matches.map((match) => editionMessages(match.handle)).find(Boolean) ?? en;
  // One value per edition: a navigation inside it changes nothing below.
  const value = useMemo<I18n>(() => ({ locale, m: messages, format: formatterFor(locale) }), [locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The catalogue of the matched edition, where no hook reaches (a route's `meta`). */
export function messagesOf(matches: readonly ({ handle?: unknown } | undefined)[]): Messages {
  return matches.map((match) => editionMessages(match?.handle)).find(Boolean) ?? en;
}
