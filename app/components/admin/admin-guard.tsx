import { ShieldAlertIcon } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { BrandLogo } from "~/components/layout/brand-logo";
import { useAuth } from "~/features/auth/auth-context";
import { SignOutButton } from "./console-header";

export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-ink-50"
      data-testid="auth-loading"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-honey-200 border-t-honey-500 motion-safe:animate-spin"
      />
      <p className="font-medium text-ink-800">{label}</p>
    </div>
  );
}

/** Where /auth sends someone after login: only a path on this site. */
export function safeRedirect(value: string | null, fallback = "/admin"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

function AccessDenied() {
  const { user } = useAuth();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <section
        className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100"
        aria-labelledby="denied-title"
      >
        <Link
          to="/"
          className="inline-block rounded focus-visible:outline-2 focus-visible:outline-honey-600"
          aria-label="Home"
        >
          <BrandLogo />
        </Link>
        <ShieldAlertIcon className="mx-auto mt-8 size-10 text-rose-600" aria-hidden="true" />
        <h1 id="denied-title" className="mt-3 text-2xl font-bold text-ink-950">
          Access denied
        </h1>
        <p className="mt-2 text-ink-600">
          You are signed in as <strong className="text-ink-900">{user?.email}</strong>, which is not an admin account.
          Ask an admin to grant you access, or sign in with another account.
        </p>
        <SignOutButton className="mt-6" variant="dark" />
      </section>
    </main>
  );
}

/**
 * The client half of the admin guard (R-OPEN-12). It only decides what to
 * render; the server checks every request itself. A spinner while auth
 * loads (no early redirect, R-STATE-AUTH-05), /auth?redirect=… for
 * visitors, "Access denied" for a signed-in non-admin.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const anonymous = !loading && !user;

  useEffect(() => {
    if (anonymous) {
      void navigate(`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    }
  }, [anonymous, location.pathname, location.search, navigate]);

  if (loading || anonymous) return <Spinner label="Checking your session..." />;
  if (!isAdmin) return <AccessDenied />;
  return <>{children}</>;
}
