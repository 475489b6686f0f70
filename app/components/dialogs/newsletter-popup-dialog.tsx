import { MailIcon } from "lucide-react";
import { useRef, useState } from "react";
import { EmailInput, FieldError } from "~/components/forms/email-input";
import { useNewsletterForm } from "~/components/forms/use-newsletter-submit";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogIconHeading } from "~/components/ui/dialog";
import { dismissPopup } from "~/features/popup-eligibility";
import { useI18n } from "~/i18n/i18n";

/** The newsletter popup's interface (R-OPEN-14): title, e-mail, "Subscribe", X for 7 days, "Don't show again". */
export default function NewsletterPopupDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const permanent = useRef(false);
  const { m } = useI18n();
  const words = m.chrome.popup;
  const close = () => {
    setOpen(false);
    onClose();
  };
  const { formProps, inputProps, sourceProps, submitting, error } = useNewsletterForm("popup", { onSuccess: close });

  function closeTemporarily() {
    if (!permanent.current) dismissPopup(false);
    close();
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeTemporarily()}>
      <DialogContent width="md" closeLabel={words.close}>
        <div className="flex flex-col gap-4">
          <DialogIconHeading icon={MailIcon} title={words.title} description={words.description} />
          <form {...formProps} className="flex flex-col gap-2">
            <input {...sourceProps} />
            <label htmlFor="popup-email" className="text-sm font-medium text-ink-800">
              {m.chrome.forms.emailLabel}
            </label>
            <EmailInput
              {...inputProps}
              id="popup-email"
              className="h-11 rounded-xl border border-ink-200 px-3 text-base focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300"
            />
            <FieldError id="popup-email" message={error} />
            <Button type="submit" disabled={submitting} className="mt-1">
              {submitting ? m.chrome.newsletter.joining : words.subscribe}
            </Button>
          </form>
          <button
            type="button"
            onClick={() => {
              dismissPopup(true);
              permanent.current = true;
              close();
            }}
            className="mx-auto text-sm font-medium text-ink-600 underline underline-offset-2 hover:text-ink-950"
          >
            {words.dontShowAgain}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
