import { ArrowLeftIcon, BellRingIcon, MessageCircleIcon, ZapIcon } from "lucide-react";
import { AndroidCashbackNote } from "./android-cashback-note";
import { QuoteBadges, QuoteMethodName } from "./quote-badges";
import { RadioGroup } from "radix-ui";
import { useEffect, useRef, useState, type RefObject } from "react";
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { RenewalReminderForm } from "~/components/forms/renewal-reminder-form";
import { useBrokerStatement } from "~/components/layout/use-broker-statement";
import { AppRating } from "~/components/ui/app-rating";
import { buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { track, trackQuoteRequest } from "~/features/analytics";
import { readAttribution } from "~/features/attribution";
import { useHandoffId } from "~/hooks/use-handoff-id";
import { buildQuoteUrl, buildWhatsAppUrl, resolveQuoteContext, type QuoteContext } from "~/features/quote-links";
import { useI18n, type I18n } from "~/i18n/i18n";
import { cn } from "~/lib/cn";

type QuoteMethod = "instant" | "whatsapp";

type Method = { value: QuoteMethod; title: string; description: string; tag?: string; icon: typeof ZapIcon };

type View = "quote" | "reminder";

function methodsIn({ quote }: I18n["m"]["chrome"]): readonly Method[] {
  return [
    {
      value: "instant",
      title: quote.instantTitle,
      description: quote.instantDescription,
      tag: quote.recommended,
      icon: ZapIcon,
    },
    { value: "whatsapp", title: quote.whatsappTitle, description: quote.whatsappDescription, icon: MessageCircleIcon },
  ];
}

/**
 * The link-like button that turns the dialog into the renewal reminder form, or back into the quote
 * (R-FOLLOW-46); the dialog focuses it after a switch.
 */
function ViewSwitch({
  ref,
  to,
  onSwitch,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  to: View;
  onSwitch: (to: View) => void;
}) {
  const words = useI18n().m.reminders;
  const back = to === "quote";
  const Icon = back ? ArrowLeftIcon : BellRingIcon;
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onSwitch(to)}
      className={cn(
        "inline-flex items-center gap-1.5 rounded text-sm font-semibold text-ink-700 underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600",
        back ? "self-start hover:underline" : "justify-center self-center underline hover:text-ink-950",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-4", back ? "rtl:-scale-x-100" : "text-honey-700")} />
      {back ? words.backToQuote : words.openForm}
    </button>
  );
}

/**
 * The quote dialog (R-DLG-QUOTE-*): two methods, online by default every time it opens (R-OPEN-29).
 * Below them, for a visitor not renewing yet, a secondary link turns the dialog into the
 * renewal reminder form (R-FOLLOW-46) and back. Its footer gives the app's rating with
 * its source (R-HONEST-04) and, on Android, says the cashback it promises needs the iPhone app
 * for now (R-HONEST-01).
 */
export default function QuoteDialog({
  open,
  context,
  onOpenChange,
}: {
  open: boolean;
  context: Partial<QuoteContext>;
  onOpenChange: (open: boolean) => void;
}) {
  const [method, setMethod] = useState<QuoteMethod>("instant");
  const [view, setView] = useState<View>("quote");
  const { m } = useI18n();
  const words = m.chrome.quote;
  const broker = useBrokerStatement();
  const reminderLink = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the parent owns `open`: each opening starts again at the instant quote
    setMethod("instant");
    setView("quote");
    switched.current = false;
  }, [open]);
  // Focus follows a switch of view (not the opening, which Radix focuses): the back button, or the link it came from.
  useEffect(() => {
    if (!switched.current) return;
    (view === "reminder" ? backButton : reminderLink).current?.focus();
  }, [view]);

  function show(next: View) {
    switched.current = true;
    setView(next);
  }

  const quote = resolveQuoteContext(context);
  const handoff = useHandoffId();
  // Built at render so the link is a real link: popup blockers let it through (R-OPEN-29). It
  // carries the id its press is recorded under (R-FUNNEL-11).
  const href =
    method === "instant"
      ? buildQuoteUrl({ context: quote, attribution: open ? readAttribution() : null, handoffId: handoff.id })
      : buildWhatsAppUrl(quote.source, m.chrome.whatsapp.quote);

  function selectMethod(value: string) {
    const next = value === "whatsapp" ? "whatsapp" : "instant";
    setMethod(next);
    track("quote_method_selected", { event_category: "Quote Method", event_label: next });
  }

  function submit() {
    track("quote_method_submitted", { event_category: "Quote Method", event_label: method });
    trackQuoteRequest(quote);
    handoff.pressed({
      kind: method === "instant" ? "quote_online" : "quote_whatsapp",
      surface: "quote_dialog",
      context: quote,
    });
    // Let the browser follow the link first, then close.
    window.setTimeout(() => onOpenChange(false), 0);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="md">
        {view === "reminder" ? (
          <div className="flex flex-col gap-5" data-testid="quote-dialog-reminder">
            <div className="pe-8">
              <DialogTitle>{m.reminders.heading}</DialogTitle>
              <DialogDescription className="mt-1">{m.reminders.text}</DialogDescription>
            </div>
            <RenewalReminderForm source="quote_dialog" idPrefix="dialog-reminder" />
            <ViewSwitch ref={backButton} to="quote" onSwitch={show} />
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <div className="pe-8">
              <DialogTitle>{words.title}</DialogTitle>
              <DialogDescription className="mt-1">{words.description}</DialogDescription>
            </div>

            <QuoteBadges badgeClassName="bg-honey-50" />

            <RadioGroup.Root
              value={method}
              onValueChange={selectMethod}
              aria-label={words.methodLabel}
              className="flex flex-col gap-3"
            >
              {methodsIn(m.chrome).map(({ value, title, description, tag, icon }) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  id={`quote-method-${value}`}
                  aria-label={title}
                  // Radix checks a radio on the focus an arrow key brings only while the key is still
                  // down, and moves focus a task later: a quick press (or a screen reader's) moved focus
                  // without selecting. Focus is selection in a radio group (R-OPEN-53, WAI-ARIA): Tab
                  // lands on the checked radio, a click checks what it focuses.
                  onFocus={() => value !== method && selectMethod(value)}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-2xl border-2 p-4 text-start transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:ring-offset-2",
                    method === value ? "border-honey-500 bg-honey-50" : "border-ink-200 hover:border-ink-300",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                      method === value ? "border-honey-600" : "border-ink-300",
                    )}
                  >
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-honey-600" />
                  </span>
                  <span className="flex flex-1 flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-950">
                      <QuoteMethodName icon={icon} title={title} tag={tag} size="sm" />
                    </span>
                    <span className="text-sm text-ink-600">{description}</span>
                  </span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>

            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={submit}
              className={cn(
                buttonVariants({ variant: method === "whatsapp" ? "whatsapp" : "primary", size: "lg" }),
                "w-full",
              )}
            >
              {method === "instant" ? words.submitInstant : words.submitWhatsApp}
            </a>

            <ViewSwitch ref={reminderLink} to="reminder" onSwitch={show} />

            <div className="flex flex-col items-center gap-1 border-t border-ink-100 pt-4 text-sm text-ink-600">
              {/* The five stars are the app's rating with its source, not a grade of our own (R-HONEST-04). */}
              <AppRating />
              <p className="text-center">{words.trusted(MAX_CASHBACK_PERCENT)}</p>
              <AndroidCashbackNote tone="honey" className="mt-2 w-full" />
              {broker ? (
                <p className="mt-2 text-center text-xs text-ink-600" data-testid="broker-statement">
                  {broker}
                </p>
              ) : null}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
