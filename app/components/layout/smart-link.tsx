import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { localeOf } from "@core/locales";
import { homePath } from "@core/pages";
import { layOutWholePage } from "./hydrate-in-turn";

/**
 * A site link that knows home anchors (R-HEADER-02..04): on Home, `/#section`
 * (`/ar#section` in Arabic) scrolls smoothly to the section without
 * navigating; elsewhere it navigates there and the router lands on the section.
 */
export function SmartLink({
  to,
  children,
  className,
  onNavigate,
  onClick: onClickFromParent,
  ...props
}: {
  to: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
  /** Radix's NavigationMenu.Link (asChild) passes its own handler. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  "aria-current"?: "page" | undefined;
}) {
  const location = useLocation();
  const hashIndex = to.indexOf("#");
  const anchorPath = hashIndex > 0 ? to.slice(0, hashIndex) : null;
  const isHomeAnchor = anchorPath !== null && anchorPath === homePath(localeOf(anchorPath));

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onClickFromParent?.(event);
    onNavigate?.();
    if (!isHomeAnchor || location.pathname !== anchorPath) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const target = document.getElementById(to.slice(hashIndex + 1));
    if (!target) return;
    event.preventDefault();
    layOutWholePage();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", to);
  }

  return (
    <Link {...props} to={to} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
