import { CircleAlertIcon, CircleCheckIcon, HourglassIcon, MailIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export type LinkPageTone = "waiting" | "success" | "warning" | "error";

const TONES: Record<LinkPageTone, { icon: typeof MailIcon; className: string }> = {
  waiting: { icon: HourglassIcon, className: "bg-ink-100 text-ink-700" },
  success: { icon: CircleCheckIcon, className: "bg-emerald-100 text-emerald-800" },
  warning: { icon: MailIcon, className: "bg-honey-100 text-honey-700" },
  error: { icon: CircleAlertIcon, className: "bg-rose-100 text-rose-800" },
};

/**
 * The frame of the e-mail link pages (the newsletter's and the renewal
 * reminders' confirm and unsubscribe pages): an icon, the
 * page's one H1, what happened, and what to do next. When the heading changes
 * after the page's call, focus moves to it, so a screen reader reads the
 * outcome and a keyboard user starts from it.
 */
export function LinkPage({
  tone,
  title,
  state,
  testId = "newsletter-link-page",
  children,
}: {
  tone: LinkPageTone;
  title: string;
  /** The state's name, for tests. */
  state: string;
  /** Which list's page it is, for tests. */
  testId?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [title]);
  const { icon: Icon, className } = TONES[tone];
  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center"
      data-state={state}
      data-testid={testId}
    >
      <span className={`flex size-14 items-center justify-center rounded-full ${className}`} aria-hidden="true">
        <Icon className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-3xl font-bold text-ink-950 outline-none sm:text-4xl">
        {title}
      </h1>
      <div className="mt-4 flex flex-col items-center gap-6 text-lg text-ink-700">{children}</div>
    </section>
  );
}

/** Moves the visitor to the footer's newsletter form: the way to get a new link. */
export function SignUpAgainButton({ children = "Sign up again" }: { children?: ReactNode }) {
  return (
    <a
      href="#newsletter"
      className={buttonVariants({ variant: "primary", size: "md" })}
      onClick={(event) => {
        const input = document.getElementById("newsletter-email");
        if (!input) return;
        event.preventDefault();
        input.scrollIntoView({ block: "center" });
        input.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

/** The way home; an edition's page passes its own home and words. */
export function HomeLink({ to = "/", children = "Back to home" }: { to?: string; children?: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "outline", size: "md" })}>
      {children}
    </Link>
  );
}
