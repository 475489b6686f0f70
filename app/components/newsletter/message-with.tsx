import type { ReactNode } from "react";

/** A character no message contains: where the value goes. */
const MARK = "\u2063";

/** A message with one value, cut where the value goes: what a route's loader can send (a function cannot travel). */
export function aroundValue(message: (value: string) => string): [string, string] {
  const [before = "", after = ""] = message(MARK).split(MARK);
  return [before, after];
}

/**
 * A catalogue message with one value shown as an element (the address in bold, a
 * mail link) where that language's sentence puts it: "{email} is confirmed",
 * "تم تأكيد {email}".
 */
export function MessageWith({
  message,
  children,
}: {
  /** The catalogue's message, or its two sides as `aroundValue` cut them. */
  message: ((value: string) => string) | readonly [string, string];
  children: ReactNode;
}) {
  const [before, after] = typeof message === "function" ? aroundValue(message) : message;
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/** The visitor's address inside a sentence of either direction: bold, and left to right. */
export function Address({ email }: { email: string }) {
  return (
    <strong dir="ltr" className="break-all text-ink-950">
      {email}
    </strong>
  );
}
