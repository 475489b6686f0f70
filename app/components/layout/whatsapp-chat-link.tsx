import { MessageCircleIcon } from "lucide-react";
import { trackClick } from "~/features/analytics";
import { buildWhatsAppUrl } from "~/features/quote-links";
import { useI18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

/** "Chat on WhatsApp" from the contact page: a new tab with a greeting, tracked as navigation. */
export function WhatsAppChatLink({ greeting, className }: { greeting: string; className?: string }) {
  const { m } = useI18n();
  return (
    <a
      href={buildWhatsAppUrl("contact_page", greeting)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackClick("Navigation", "WhatsApp")}
      className={cn(
        "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-[#0e7a43] px-5 font-semibold text-white hover:bg-[#0b6337]",
        className,
      )}
    >
      <MessageCircleIcon className="size-4" aria-hidden="true" />
      {m.chrome.whatsapp.chat}
    </a>
  );
}
