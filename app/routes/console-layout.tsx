import { useEffect } from "react";
import { Outlet } from "react-router";
import { AuthProvider } from "~/features/auth/auth-context";
import { requestToasters } from "~/features/toasts";

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
