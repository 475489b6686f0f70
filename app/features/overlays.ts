/**
 * Which overlays cover the page right now (a dialog, the consent notice, the mobile menu),
 * so the newsletter popup can wait until none does (docs/decisions/010-phones-and-trust.md). A tiny external store for
 * useSyncExternalStore: a context would re-render the parts still waiting to hydrate.
 */
const open = new Set<string>();
const listeners = new Set<() => void>();

export function setOverlayOpen(name: string, isOpen: boolean) {
  if (isOpen === open.has(name)) return;
  if (isOpen) open.add(name);
  else open.delete(name);
  for (const listener of listeners) listener();
}

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function anyOverlayOpen(): boolean {
  return open.size > 0;
}

/**
 * The visitor has shown what they came for in this page view: they moved the calculator, opened a
 * quote or download dialog, or left for the broker. The newsletter popup then waits for a later
 * page view (R-OPEN-55): it covered the calculator and greeted visitors back from the broker's tab.
 */
let busyThisView = false;

export function markVisitorBusy() {
  if (busyThisView) return;
  busyThisView = true;
  for (const listener of listeners) listener();
}

export function visitorBusy(): boolean {
  return busyThisView;
}

/** A new page view (the popup's own mount): what the last one did no longer holds it. */
export function startPageView() {
  busyThisView = false;
}

/** True for an element a visitor types into (a text field, a text area, a select, editable text). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.tagName === "TEXTAREA" || element.tagName === "SELECT") return true;
  if (element.tagName !== "INPUT") return false;
  const type = (element as HTMLInputElement).type;
  return !["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image", "hidden"].includes(
    type,
  );
}
