import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { POPUP } from "@core/constants";
import { isPopupEligible, markPopupShown, readPopupStorage, scrolledHalfway } from "~/features/popup-eligibility";
import { useDialogs } from "./dialogs-provider";

/** The dialog itself loads only when a trigger fires: most page views never need it. */
const NewsletterPopupDialog = lazy(() => import("./newsletter-popup-dialog"));

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

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
