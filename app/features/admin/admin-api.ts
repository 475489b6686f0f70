/**
 * Calls to /api/admin/* under the admin's session cookie (R-OPEN-10: never
 * the public key). A 401 means the session ended: the auth context
 * refetches it and the guard takes over.
 */
import { useCallback, useEffect, useState } from "react";
import { ADMIN_API } from "@core/admin-api";
import { authClient } from "~/features/auth/auth-client";

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function adminUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `${ADMIN_API}${path}${search ? `?${search}` : ""}`;
}

export async function adminRequest<T>(
  url: string,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, "We couldn't reach the server. Check your connection and try again.");
  }
  // The session ended (expired, signed out elsewhere, role revoked with it): let the auth context find out.
  if (response.status === 401) authClient.$store.notify("$sessionSignal");
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: string; field?: string } | null;
    throw new AdminApiError(response.status, data?.error ?? `The server answered ${response.status}.`, data?.field);
  }
  return (await response.json()) as T;
}

export type AdminData<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/** One GET, refetched when the URL changes or on reload(); the last answer stays while the next loads. */
export function useAdminData<T>(url: string | null): AdminData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(url));
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setLoading(true);
    adminRequest<T>(url, { signal: controller.signal })
      .then((value) => {
        setData(value);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason instanceof Error ? reason.message : "Something went wrong.");
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [url, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error, loading, reload };
}
