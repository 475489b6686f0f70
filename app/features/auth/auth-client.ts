/**
 * The browser side of R-CALL-10 (sign in, sign out, get session,
 * auth changes), by better-auth's client: it reads the session at start,
 * refetches it when the tab regains focus, and tells the other tabs of the
 * profile when someone signs in or out. Loaded only by the team pages.
 */
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  sessionOptions: { refetchOnWindowFocus: true },
});

export type AuthSession = NonNullable<ReturnType<typeof authClient.useSession>["data"]>;
