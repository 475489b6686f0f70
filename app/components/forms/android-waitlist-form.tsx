import { MessageCircleIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { cn } from "~/lib/cn";

/**
 * The Android waitlist's place in the app-download dialog.
 *
 * The e-mail form (spec §4, "Join Waitlist") needs the server function and the
 * database of the lead-capture issue. Until that lands, Android visitors get
 * the waitlist's own fallback path of spec §8: a WhatsApp chat that joins them
 * by hand, so nobody is turned away.
 */
export function AndroidWaitlistForm() {
  return (
    <div className="flex flex-col gap-3" data-testid="android-waitlist">
      <p className="text-sm text-ink-600">
        Message our team on WhatsApp and we&apos;ll add you to the Android waitlist and tell you the day it launches.
      </p>
      <a
        href={buildWhatsAppUrl("android_waitlist", "Hi! Please add me to the Android waitlist.")}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "whatsapp" }), "w-full")}
      >
        <MessageCircleIcon aria-hidden="true" />
        Join via WhatsApp
      </a>
    </div>
  );
}
