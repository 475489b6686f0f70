import { QrCodeIcon } from "lucide-react";
import { useLoaderData } from "react-router";
import { localeOf } from "@core/locales";
import { choicePageCopyIn } from "@core/page-copy-in";
import { siteConfig } from "@site-config";
import { AndroidWaitlistColumn, DownloadColumn } from "~/components/dialogs/download-column";
import { PageHeader } from "~/components/layout/page-header";
import { AppRating } from "~/components/ui/app-rating";
import { AppStoreBadge, QrCode } from "~/components/ui/app-store";
import { currentPlatform } from "~/features/platform";
import { useHydrated } from "~/hooks/use-hydrated";
import { choice as choiceAr } from "~/i18n/messages/ar/choice";
import { choice as choiceEn } from "~/i18n/messages/en/choice";
import { useI18n } from "~/i18n/i18n";
import { formAction, useFormAnswer } from "~/lib/form-post";
import { choicePageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/app-download";

/** The edition's words, read at build time: no other page's code carries them. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  return { locale, copy: choicePageCopyIn("app", locale), words: (locale === "ar" ? choiceAr : choiceEn).app };
}

/** The waitlist's form posted without JavaScript (R-HTML-03): stored as the JSON function does. */
export const action = formAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return choicePageMeta("app", loaderData.locale, loaderData.copy);
}

/**
 * /app and /ar/app (R-HTML-02): the app-download dialog's choice as a page. The App Store badge
 * first (one tap on an iPhone), the QR code for a visitor on a computer, and the Android waitlist
 * form, which comes first on an Android phone once the page knows it is one (after hydration).
 */
export default function AppDownloadPage() {
  const { copy, words } = useLoaderData<typeof loader>();
  const answer = useFormAnswer();
  const download = useI18n().m.chrome.download;
  // Known once hydrated: the prerendered page is the one for a computer, the badge first all the same.
  const platform = useHydrated() ? currentPlatform({ appInBeta: siteConfig.appInBeta }) : null;
  const android = platform?.isAndroid ?? false;
  // On an iPhone or iPad the badge is the way in; the code is for showing the app to someone else's phone.
  const iphone = platform?.isIOS ?? false;

  const ios = (
    <DownloadColumn key="ios" platform="ios" surface="page">
      <AppStoreBadge large />
      <AppRating />
      <div className="flex w-full flex-col items-center gap-3 border-t border-ink-100 pt-5">
        {iphone ? (
          <p className="text-sm text-ink-600">{download.orScan}</p>
        ) : (
          <h3 className="flex items-center gap-2 font-semibold text-ink-900">
            <QrCodeIcon className="size-4" aria-hidden="true" />
            {words.qrHeading}
          </h3>
        )}
        <QrCode size={iphone ? 120 : 168} />
        {iphone ? null : <p className="max-w-xs text-sm text-ink-600">{words.qrText}</p>}
      </div>
      <p className="text-sm text-ink-600">{words.needs}</p>
    </DownloadColumn>
  );
  const waitlist = <AndroidWaitlistColumn key="android" surface="page" idPrefix="app-page-waitlist" answer={answer} />;

  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={copy.heading} lead={words.lead} />
      <div className="mx-auto grid max-w-4xl items-start gap-6 px-4 pb-20 sm:px-6 md:grid-cols-2">
        {android ? [waitlist, ios] : [ios, waitlist]}
      </div>
    </>
  );
}
