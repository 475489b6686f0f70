import { LogOutIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { BrandLogo } from "~/components/layout/brand-logo";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/features/auth/auth-context";
import { cn } from "~/lib/cn";
import { gulfDateTime } from "@core/gulf-time";
import { useBusy } from "./parts";

const NAV = [
  { to: "/admin", label: "Leads" },
  { to: "/ab-testing-admin", label: "Experiments" },
] as const;

/** The bar on top of the admin pages: where you are, who you are, sign out. */
export function ConsoleHeader() {
  const { user, session } = useAuth();
  const expires = session ? gulfDateTime(session.expiresAt) : undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-honey-600"
          aria-label="Website home"
        >
          <BrandLogo />
        </Link>
        <nav aria-label="Admin" className="flex gap-1">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600",
                  isActive ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="hidden text-right text-ink-600 sm:block">
            <span className="block font-medium text-ink-900" data-testid="signed-in-as">
              {user?.email}
            </span>
            {expires ? <span className="block text-xs">Session until {expires}</span> : null}
          </span>
          <SignOutButton variant="outline" size="sm" />
        </div>
      </div>
    </header>
  );
}

/** Signs out (the header, and the access-denied page). */
export function SignOutButton(props: Pick<ComponentProps<typeof Button>, "className" | "variant" | "size">) {
  const { signOut } = useAuth();
  const [leaving, run] = useBusy();
  return (
    <Button {...props} disabled={leaving} onClick={() => void run(signOut)}>
      <LogOutIcon aria-hidden="true" />
      {leaving ? "Signing out..." : "Sign out"}
    </Button>
  );
}
