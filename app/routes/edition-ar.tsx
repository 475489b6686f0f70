import { Outlet } from "react-router";
import type { EditionHandle } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import "~/i18n/arabic.css";
import "~/i18n/arabic-pages.css";

/** The Arabic edition's layout (issue 17): its words and its typeface, in this chunk only. */
export const handle: EditionHandle = { messages: ar };

export default function ArabicEdition() {
  return <Outlet />;
}
