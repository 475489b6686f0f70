import type { ReactNode } from "react";

/** A character no message contains: where the value goes. */
const MARK = "\u2063";

/**
 * A catalogue message with one value shown as an element (the address in bold, a
 * mail link) where that language's sentence puts it: "{email} is confirmed",
 * "تم تأكيد {email}".
 */
export function MessageWith({ message, children }: { message: (value: string) => string; children: ReactNode }) {
  const [before, after] = message(MARK).split(MARK);
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
