import { SmartphoneIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { siteConfig } from "@site-config";
import { AndroidWaitlistForm } from "~/components/forms/android-waitlist-form";
import { AppRating } from "~/components/ui/app-rating";
import { AppStoreBadge, QrCode } from "~/components/ui/app-store";
import { Dialog, DialogContent, DialogDescription, DialogIconHeading, DialogTitle } from "~/components/ui/dialog";
import { currentPlatform, type PlatformInfo } from "~/features/platform";
import { useI18n } from "~/i18n/i18n";
import { AndroidWaitlistColumn, DownloadColumn } from "./download-column";

/** The app-download dialog (R-DLG-APP-01..06): Android gets the waitlist, everyone else both columns. */
export default function AppDownloadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [platform, setPlatform] = useState<PlatformInfo>(() => currentPlatform({ appInBeta: siteConfig.appInBeta }));
  const words = useI18n().m.chrome.download;
  // Detected at every open (R-OPEN-32).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the platform comes from navigator, outside React: re-read each time the dialog opens
    if (open) setPlatform(currentPlatform({ appInBeta: siteConfig.appInBeta }));
  }, [open]);

  if (platform.isAndroid) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width="md">
          <div className="flex flex-col gap-4">
            <DialogIconHeading icon={SmartphoneIcon} title={words.waitlistTitle} description={words.waitlistText} />
            <AndroidWaitlistForm idPrefix="waitlist-android" onJoined={() => onOpenChange(false)} />
          </div>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="3xl">
        <DialogTitle className="pe-8">{words.title}</DialogTitle>
        <DialogDescription className="mt-1">{words.description}</DialogDescription>
        <div className="mt-6 grid gap-4 md:grid-cols-2" data-testid="download-columns">
          <DownloadColumn platform="ios" surface="dialog">
            {platform.isIOS ? (
              // On an iPhone or iPad the App Store is one tap away: that button comes first and is the
              // largest thing here; the code is for showing the app to someone else's phone.
              <>
                <AppStoreBadge large />
                <AppRating />
                <p className="text-sm text-ink-600">{words.orScan}</p>
                <QrCode size={120} />
              </>
            ) : (
              <>
                <QrCode size={168} />
                <p className="text-sm text-ink-600">{words.scanHint}</p>
                <AppStoreBadge />
                <AppRating />
              </>
            )}
          </DownloadColumn>
          <AndroidWaitlistColumn surface="dialog" onJoined={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
