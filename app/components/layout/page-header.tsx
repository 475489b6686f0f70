import type { ReactNode } from "react";

/** The top of every non-home page: eyebrow, the page's one H1, and a lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Line up with a wide page body (max-w-6xl) instead of a text column. */
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-honey-50 to-white">
      <div className={`mx-auto ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 pb-10 pt-12 sm:px-6 sm:pt-16`}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-honey-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-ink-700">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
