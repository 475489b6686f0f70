import { Links, Meta, Scripts, isRouteErrorResponse, useRouteError } from "react-router";
import type { ReactNode } from "react";
import { siteConfig } from "@site-config";
import { LOCALE_INFO, localeOf } from "@core/locales";
import { FullScreenLoader } from "~/components/layout/full-screen-loader";
import { WHOLE_PAGE_ON_RESTORE_SCRIPT } from "~/components/layout/hydrate-in-turn";
import { ChunkErrorView } from "~/components/layout/chunk-error-view";
import { NotFound } from "~/components/layout/not-found";
import { ANDROID_MARK_SCRIPT } from "~/features/platform";
import { I18nProvider } from "~/i18n/i18n";
import appCss from "./app.css?url";
import { usePathname } from "~/hooks/use-pathname";
import { choicePrefetchRules } from "~/components/layout/choice-prefetch";

export function Layout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { lang, dir } = LOCALE_INFO[localeOf(pathname)];
  const prefetchRules = choicePrefetchRules(pathname);
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1726" />
        <meta name="format-detection" content="telephone=no" />
        <script dangerouslySetInnerHTML={{ __html: WHOLE_PAGE_ON_RESTORE_SCRIPT }} suppressHydrationWarning />
        {/* Before the body is drawn: an Android visitor is told the app is iPhone-only where cashback is promised (R-HONEST-01). */}
        <script dangerouslySetInnerHTML={{ __html: ANDROID_MARK_SCRIPT }} suppressHydrationWarning />
        {/* With a precedence, React puts the stylesheet before the script preloads, so the
            first paint never waits behind JavaScript downloads. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
        {/* Read by the browser, never run: the choice pages fetched ahead (R-HTML-08). */}
        {prefetchRules && (
          <script
            type="speculationrules"
            dangerouslySetInnerHTML={{ __html: prefetchRules }}
            suppressHydrationWarning
          />
        )}
      </body>
    </html>
  );
}

export { default } from "~/components/layout/app-shell";

/** Shown while a client-only page (login, admin) loads its code (R-ROUTE-24). */
export function HydrateFallback() {
  return <FullScreenLoader />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Outside the app shell: the edition's words come from the routes that did match.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <I18nProvider>
        <NotFound />
      </I18nProvider>
    );
  console.error(error);
  return (
    <I18nProvider>
      <ChunkErrorView productName={siteConfig.name} />
    </I18nProvider>
  );
}
