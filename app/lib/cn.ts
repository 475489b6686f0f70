import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (no
 * tailwind-merge: its class map cost ~80 ms of a phone's main thread at
 * hydration, and 7.5 KB): a component exposes a variant or a prop for each
 * look it can take (`<Button variant="danger">`, `<DialogContent width="md">`),
 * and a caller adds classes, never replaces one. A responsive exception uses a
 * variant prefix (`max-xl:hidden`), which comes after base utilities in the CSS.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
