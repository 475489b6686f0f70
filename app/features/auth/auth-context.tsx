/**
 * The auth context (R-ENT-16): user, session (with its expiry), isAdmin and
 * loading. The session is loaded at start and follows every auth change
 * (R-STATE-AUTH-01/02); the admin check (R-CALL-09, our own roles
 * only) runs after each login (R-STATE-AUTH-03); signing out clears it
 * (R-STATE-AUTH-04). Outside its provider, useAuth throws (R-ERR-15).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { RolesAnswer } from "@core/admin-api";
import { LOGIN_MESSAGES } from "@core/schemas/admin";
import { authClient, type AuthSession } from "./auth-client";

export type AuthUser = AuthSession["user"];
export type Session = { id: string; expiresAt: Date; user: AuthUser };

export type SignInResult = { ok: true } | { ok: false; message: string };

export type AuthContextValue = {
  user: AuthUser | null;
  session: Session | null;
  isAdmin: boolean;
  loading: boolean;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** R-CALL-09: does user_roles hold (this user, admin)? */
export async function fetchIsAdmin(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch("/api/me/roles", {
    credentials: "same-origin",
    cache: "no-store",
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as RolesAnswer;
  return answer.roles.includes("admin");
}

type AdminCheck = { sessionId: string; isAdmin: boolean };

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = authClient.useSession();
  const [check, setCheck] = useState<AdminCheck | null>(null);
  const sessionId = data?.session.id ?? null;

  // Each new session (each login) gets its own admin check.
  useEffect(() => {
    if (!sessionId) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the session comes from the auth client's store: forget the last admin check when it ends
      setCheck(null);
      return;
    }
    const controller = new AbortController();
    fetchIsAdmin(controller.signal)
      .then((isAdmin) => setCheck({ sessionId, isAdmin }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error("Admin check failed:", error);
          setCheck({ sessionId, isAdmin: false });
        }
      });
    return () => controller.abort();
  }, [sessionId]);

  const signIn = useCallback(async (email: string, password: string): Promise<SignInResult> => {
    try {
      const { error } = await authClient.signIn.email({ email, password });
      if (!error) return { ok: true };
      if (error.status === 429)
        return {
          ok: false,
          message: (error as { error?: string }).error ?? "Too many sign-in attempts. Please try again later.",
        };
      if (error.status === 400 || error.status === 401) return { ok: false, message: LOGIN_MESSAGES.invalid };
      return { ok: false, message: "We couldn't sign you in right now. Please try again in a moment." };
    } catch {
      return { ok: false, message: "We couldn't reach the server. Check your connection and try again." };
    }
  }, []);

  const signOut = useCallback(async () => {
    setCheck(null);
    await authClient.signOut();
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = data?.user ?? null;
    const session = data ? { id: data.session.id, expiresAt: new Date(data.session.expiresAt), user: data.user } : null;
    const checked = check !== null && check.sessionId === sessionId;
    return {
      user,
      session,
      isAdmin: Boolean(user && checked && check.isAdmin),
      // Loading until the session is known and, for a signed-in user, their role too.
      loading: isPending || (user !== null && !checked),
      signIn,
      signOut,
    };
  }, [data, isPending, check, sessionId, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
