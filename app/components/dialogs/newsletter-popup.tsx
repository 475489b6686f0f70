import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { POPUP } from "@core/constants";
import { anyOverlayOpen, isTypingTarget, startPageView, subscribeOverlays, visitorBusy } from "~/features/overlays";
import { isPopupEligible, markPopupShown, readPopupStorage, scrolledHalfway } from "~/features/popup-eligibility";

/** The dialog itself loads only when a trigger fires: most page views never need it. */
const NewsletterPopupDialog = lazy(() => import("./newsletter-popup-dialog"));

/** Whether focus is in a field the visitor types into. */
function useTypingInField(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(isTypingTarget(document.activeElement));
    // focusout fires before focus lands elsewhere: look once the move has happened.
    const later = () => window.setTimeout(update, 0);
    update();
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
    };
  }, []);
  return typing;
}

/**
 * The newsletter popup (R-HOME-POPUP-01, R-OPEN-14/15), mounted on Home: when
 * eligible, the first of 50% scroll, exit intent at the top, or 10 s opens
 * it, at most once per page view. It never covers something the visitor is busy
 * with: while a dialog, the consent notice or the mobile menu is open, or a form
 * field has focus, a trigger waits, and the popup shows when that ends; once the
 * visitor has moved the calculator, opened a quote or download dialog or left for
 * the broker, it waits for a later page view (R-OPEN-55).
 */
export function NewsletterPopup() {
  const [triggered, setTriggered] = useState(false);
  const [open, setOpen] = useState(false);
  const shownThisView = useRef(false);
  const overlayOpen = useSyncExternalStore(subscribeOverlays, anyOverlayOpen, () => false);
  const busy = useSyncExternalStore(subscribeOverlays, visitorBusy, () => false);
  const typing = useTypingInField();

  useEffect(() => {
    startPageView();
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

  useEffect(() => {
    if (!triggered || overlayOpen || busy || typing || shownThisView.current) return;
    // A moment of calm first: moving from a field to the menu button passes through an instant
    // where nothing holds the popup, and it must not jump in there.
    const timer = window.setTimeout(() => {
      shownThisView.current = true;
      markPopupShown();
      setOpen(true);
    }, POPUP.calmMs);
    return () => window.clearTimeout(timer);
  }, [triggered, overlayOpen, busy, typing]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
