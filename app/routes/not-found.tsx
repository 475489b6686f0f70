import { NotFound } from "~/components/layout/not-found";
import { buildMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { localeOf } from "@core/locales";

export function meta({ location }: Route.MetaArgs) {
  return buildMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    path: location.pathname,
    locale: localeOf(location.pathname),
    noindex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
