import { Outlet } from "react-router";
import { AuthProvider } from "~/features/auth/auth-context";

/** The team pages (/auth, /admin, /ab-testing-admin): client-only, under one auth context. */
export default function ConsoleLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
