import { NotFound } from "~/components/layout/not-found";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { localeOf } from "@core/locales";
import { messagesOf } from "~/i18n/i18n";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  const words = messagesOf(matches).chrome.notFound;
  return buildMeta({
    title: words.title,
    description: words.description,
    path: location.pathname,
    locale: localeOf(location.pathname),
    noindex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
