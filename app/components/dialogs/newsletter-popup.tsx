import { MailIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { NEWSLETTER, POPUP } from "@core/constants";
import { lazyZodResolver } from "~/components/forms/lazy-resolver";
import { useNewsletterSubmit } from "~/components/forms/use-newsletter-submit";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { dismissPopup, isPopupEligible, markPopupShown, readPopupStorage, scrolledHalfway } from "~/features/popup-eligibility";
import { useDialogs } from "./dialogs-provider";

type Values = { email: string };

/**
 * The newsletter popup (spec §4, R-OPEN-14/15), mounted on Home: when
 * eligible, the first of 50% scroll, exit intent at the top, or 10 s opens
 * it, at most once per page view, never over another dialog.
 */
export function NewsletterPopup() {
  const { isAnyOpen } = useDialogs();
  const [triggered, setTriggered] = useState(false);
  const [open, setOpen] = useState(false);
  const shownThisView = useRef(false);
  const permanent = useRef(false);

  useEffect(() => {
    const storage = readPopupStorage();
    if (!storage || !isPopupEligible(storage, Date.now())) return;
    const fire = () => setTriggered(true);
    const timer = window.setTimeout(fire, POPUP.timerMs);
    const onScroll = () => {
      if (scrolledHalfway(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)) fire();
    };
    const finePointer = window.matchMedia("(pointer: fine)").matches;
    const onMouseOut = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) fire();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    if (finePointer) document.addEventListener("mouseout", onMouseOut);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("mouseout", onMouseOut);
    };
  }, []);

  // A trigger that fires while another dialog is open waits for it to close.
  useEffect(() => {
    if (!triggered || isAnyOpen || shownThisView.current) return;
    shownThisView.current = true;
    markPopupShown();
    setOpen(true);
  }, [triggered, isAnyOpen]);

  const { submit, submitting } = useNewsletterSubmit("popup", { onSuccess: () => setOpen(false) });
  const form = useForm<Values>({
    defaultValues: { email: "" },
    resolver: lazyZodResolver(async () => {
      const { z } = await import("zod");
      const { newsletterEmailSchema } = await import("@core/schemas/newsletter");
      return z.object({ email: newsletterEmailSchema });
    }),
    reValidateMode: "onChange",
  });
  const error = form.formState.errors.email?.message;

  function closeTemporarily() {
    if (!permanent.current) dismissPopup(false);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeTemporarily()}>
      <DialogContent className="max-w-md" closeLabel="Close newsletter sign-up">
        <div className="flex flex-col gap-4">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-honey-100 text-honey-700">
            <MailIcon className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle className="pr-8">Get safe-driving tips and cashback news</DialogTitle>
          <DialogDescription>One short e-mail a month with UAE road tips, rule changes and ways to raise your score.</DialogDescription>
          <form
            noValidate
            onSubmit={form.handleSubmit(async ({ email }) => void (await submit(email)))}
            className="flex flex-col gap-2"
            aria-label="Newsletter sign-up"
          >
            <label htmlFor="popup-email" className="text-sm font-medium text-ink-800">
              Email address
            </label>
            <input
              id="popup-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="Enter your email"
              maxLength={NEWSLETTER.emailMax}
              disabled={submitting}
              aria-invalid={error ? "true" : "false"}
              aria-describedby={error ? "popup-email-error" : undefined}
              className="h-11 rounded-xl border border-ink-200 px-3 text-base focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300"
              {...form.register("email")}
            />
            {error ? (
              <p id="popup-email-error" role="alert" className="text-sm font-medium text-rose-700">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={submitting} className="mt-1">
              {submitting ? "Joining..." : "Subscribe"}
            </Button>
          </form>
          <button
            type="button"
            onClick={() => {
              dismissPopup(true);
              permanent.current = true;
              setOpen(false);
            }}
            className="mx-auto text-sm font-medium text-ink-600 underline underline-offset-2 hover:text-ink-950"
          >
            Don&apos;t show again
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
