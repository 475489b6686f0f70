import { Outlet } from "react-router";
import type { EditionHandle } from "~/i18n/i18n";
import { ar } from "~/i18n/messages/ar";
import "~/i18n/arabic.css";
import "~/i18n/arabic-pages.css";
import regularFace from "@arabic-font/plex-arabic-regular.woff2?url";
import boldFace from "@arabic-font/plex-arabic-bold.woff2?url";
import type { Route } from "./+types/edition-ar";

/** The Arabic edition's layout (R-EDITION-07): its words and its typeface, in this chunk only. */
export const handle: EditionHandle = { messages: ar };

/** The two faces of `arabic.css`, fetched beside the stylesheet rather than after it is applied. */
export const links: Route.LinksFunction = () =>
  [regularFace, boldFace].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));

export default function ArabicEdition() {
  return <Outlet />;
}
