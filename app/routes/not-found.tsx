import { NotFound } from "~/components/layout/not-found";
import { unindexedMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { messagesOf } from "~/i18n/i18n";

export function meta({ location, matches }: Route.MetaArgs) {
  // The words come from the edition layout's catalogue: this chunk carries none of its own.
  return unindexedMeta(location.pathname, messagesOf(matches).chrome.notFound);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
