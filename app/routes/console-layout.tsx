import { useEffect } from "react";
import { Outlet } from "react-router";
import { FullScreenLoader } from "~/components/layout/full-screen-loader";
import { AuthProvider } from "~/features/auth/auth-context";
import { requestToasters } from "~/features/toasts";

/**
 * The team pages render in the browser only: the build prerenders this layout's fallback (the
 * loader of R-ROUTE-24) as each page's shell, and the page itself once its code is in.
 */
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <FullScreenLoader />;
}

/** The team pages (/auth, /admin, /ab-testing-admin): client-only, under one auth context. */
export default function ConsoleLayout() {
  // The team pages call sonner directly: their toasters are on the page from the start.
  useEffect(() => void requestToasters(), []);
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
