/** An e-mail component as the two parts every message carries: HTML and its plain-text reading. */
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  // What render(element, { plainText: true }) gives, without rendering the component twice.
  return { html, text: toPlainText(html) };
}
