/**
 * The choice pages fetched ahead (R-HTML-08). A tap that comes before the page has hydrated
 * follows its link to the quote page or the app page (R-HTML-01, 02); on a slow network that
 * navigation costs a round trip the visitor waits through. Speculation rules let the browser
 * fetch the edition's quote page as soon as it has read the page (a few kilobytes, once) and
 * the app page when a pointer or focus comes near one of its links; the navigation then takes
 * the page from memory. Every control's link has its own query (its source and place), and
 * one prefetch serves them all: a prerendered page is the same whatever its query, which the
 * server says with `No-Vary-Search` (server/static-response.server.ts) and the rules expect.
 * Browsers without speculation rules ignore the script, and the links work as before.
 */
import { choicePath } from "@core/choice-links";
import { CHOICE_PATHS, isClientOnlyPath, PRERENDERED_NO_VARY_SEARCH, type ChoicePage } from "@core/pages";
import { localeOf, unprefixed } from "@core/locales";

const EAGERNESS: Readonly<Record<ChoicePage, "immediate" | "moderate">> = {
  // The page most visitors' first tap leads to: fetched once the browser has read the rules.
  quote: "immediate",
  // Fetched when a pointer rests on, or focus reaches, a link to it.
  app: "moderate",
};

/** The speculation rules for the page at `path` (JSON), or null where there are none (the team's pages). */
export function choicePrefetchRules(path: string): string | null {
  if (isClientOnlyPath(unprefixed(path))) return null;
  const locale = localeOf(path);
  const prefetch = (Object.keys(CHOICE_PATHS) as ChoicePage[])
    .map((choice) => ({ choice, url: choicePath(choice, locale) }))
    // A choice page does not fetch itself.
    .filter(({ url }) => url !== path)
    .map(({ choice, url }) => ({
      source: "list",
      urls: [url],
      eagerness: EAGERNESS[choice],
      expects_no_vary_search: PRERENDERED_NO_VARY_SEARCH,
    }));
  return JSON.stringify({ prefetch });
}
