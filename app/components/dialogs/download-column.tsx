import { AppleIcon, SmartphoneIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { AndroidWaitlistForm } from "~/components/forms/android-waitlist-form";
import { useI18n } from "~/i18n/i18n";

type Platform = "ios" | "android";
/** The dialog's columns (R-DLG-APP-*) sit under its title; the app page's (R-HTML-02) are the page's sections. */
type Surface = "dialog" | "page";

const COLUMNS = {
  dialog: {
    ios: "flex flex-col items-center gap-4 rounded-2xl border border-ink-200 p-5 text-center",
    android: "flex flex-col gap-4 rounded-2xl border border-ink-200 p-5",
  },
  page: {
    ios: "flex flex-col items-center gap-5 rounded-3xl bg-white p-6 text-center ring-1 ring-ink-200 sm:p-8",
    android: "flex flex-col gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8",
  },
} as const;
const HEADING_SIZES = { dialog: "text-lg font-semibold", page: "text-xl font-bold" } as const;
const TEXTS = { dialog: "text-sm text-ink-600", page: "text-ink-700" } as const;
const ICONS = { ios: AppleIcon, android: SmartphoneIcon } as const;

/** One platform's column of the app-download choice: its heading with the platform's icon, then how to get the app there. */
export function DownloadColumn({
  platform,
  surface,
  children,
}: {
  platform: Platform;
  surface: Surface;
  children: ReactNode;
}) {
  const words = useI18n().m.chrome.download;
  const page = surface === "page";
  const headingId = page ? `app-${platform}` : `download-${platform}-heading`;
  const Heading = page ? "h2" : "h3";
  const Icon = ICONS[platform];
  return (
    <section
      aria-labelledby={headingId}
      data-testid={page ? `app-page-${platform}` : undefined}
      className={COLUMNS[surface][platform]}
    >
      <Heading id={headingId} className={`flex items-center gap-2 ${HEADING_SIZES[surface]} text-ink-950`}>
        <Icon className="size-5" aria-hidden="true" />
        {platform === "ios" ? words.iosHeading : words.androidHeading}
      </Heading>
      {children}
    </section>
  );
}

/** The Android column, the same in the dialog and on the page: the app is on iPhone for now, and the waitlist's form. */
export function AndroidWaitlistColumn({
  surface,
  ...form
}: { surface: Surface } & ComponentProps<typeof AndroidWaitlistForm>) {
  const words = useI18n().m.chrome.download;
  return (
    <DownloadColumn platform="android" surface={surface}>
      <p className={TEXTS[surface]}>{words.androidText}</p>
      <AndroidWaitlistForm {...form} />
    </DownloadColumn>
  );
}
