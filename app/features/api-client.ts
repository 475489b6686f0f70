/**
 * Calls to our server functions (R-STATE-ROUTE-*, R-CALL-01..04, R-OPEN-38): the public key on
 * every call, the proxy route (same origin) preferred, and a connectivity
 * check at start and every 30 s that switches routes exactly as the spec says.
 */
import { CONNECTIVITY_CHECK_MS, CSRF_MAX_AGE_MS } from "@core/constants";
import { runtimeConfig } from "./runtime-config";

export type BackendRoute = "proxy" | "direct";

let currentRoute: BackendRoute = "proxy";

export function activeRoute(): BackendRoute {
  return currentRoute;
}

function baseUrl(route: BackendRoute): string {
  const direct = runtimeConfig().apiDirectOrigin;
  return route === "direct" && direct ? direct.replace(/\/$/, "") : "";
}

export function authHeaders(): Record<string, string> {
  const key = runtimeConfig().publicApiKey ?? "";
  return { apikey: key, authorization: `Bearer ${key}` };
}

export function functionUrl(name: string, route: BackendRoute = currentRoute): string {
  return `${baseUrl(route)}/functions/v1/${name}`;
}

/** The read-only table API (R-CALL-05..08) on the current route. */
export function restUrl(table: string, query: Record<string, string>, route: BackendRoute = currentRoute): string {
  return `${baseUrl(route)}/rest/v1/${table}?${new URLSearchParams(query).toString()}`;
}

async function healthy(route: BackendRoute, fetcher: typeof fetch): Promise<boolean> {
  const response = await fetcher(functionUrl("newsletter-signup", route), {
    method: "GET",
    headers: authHeaders(),
    cache: "no-store",
  });
  return response.ok;
}

/**
 * R-STATE-ROUTE-01..05: proxy preferred; proxy fails and direct works → direct; both fail →
 * keep the current route; the check throws → direct. A later passing proxy
 * check returns to the proxy (R-OPEN-38).
 */
export async function checkConnectivity(fetcher: typeof fetch = fetch): Promise<BackendRoute> {
  if (!runtimeConfig().apiDirectOrigin) return (currentRoute = "proxy");
  let proxyOk: boolean;
  try {
    proxyOk = await healthy("proxy", fetcher);
  } catch {
    return (currentRoute = "direct");
  }
  if (proxyOk) return (currentRoute = "proxy");
  try {
    if (await healthy("direct", fetcher)) currentRoute = "direct";
  } catch {
    // Both unreachable: keep the current route.
  }
  return currentRoute;
}

let checking: number | undefined;

export function startConnectivityChecks() {
  if (checking !== undefined || typeof window === "undefined") return;
  void checkConnectivity().catch(() => {});
  checking = window.setInterval(() => void checkConnectivity().catch(() => {}), CONNECTIVITY_CHECK_MS);
}

/** Tests only. */
export function resetApiClientForTests() {
  currentRoute = "proxy";
  if (checking !== undefined) window.clearInterval(checking);
  checking = undefined;
  heldToken = null;
}

export type FunctionResult<T> = { ok: boolean; status: number; data: T | null; retryAfterSeconds?: number };

export async function invokeFunction<T = Record<string, unknown>>(
  name: string,
  body: unknown,
): Promise<FunctionResult<T>> {
  const response = await fetch(functionUrl(name), {
    method: "POST",
    headers: { ...authHeaders(), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  let data: T | null = null;
  try {
    data = (await response.json()) as T;
  } catch {
    data = null;
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: response.ok,
    status: response.status,
    data,
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

type CsrfToken = { csrfToken: string; timestamp: number };
/** The token and when this browser received it (its clock may differ from the server's). */
let heldToken: (CsrfToken & { receivedAt: number }) | null = null;
let pendingToken: Promise<CsrfToken> | null = null;

/**
 * R-OPEN-20: fetched when a form is reached, renewed before sending when older
 * than 5 minutes. The server accepts each token once: a request spends it
 * (`invokeWithCsrf`), and the next one fetches another.
 */
export async function csrfToken(now: number = Date.now()): Promise<CsrfToken> {
  // A minute of margin, so a token never expires between here and the server.
  if (heldToken && now - heldToken.receivedAt < CSRF_MAX_AGE_MS - 60_000) {
    return { csrfToken: heldToken.csrfToken, timestamp: heldToken.timestamp };
  }
  pendingToken ??= fetch(functionUrl("csrf-token"), { headers: authHeaders(), cache: "no-store" })
    .then(async (response) => {
      if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
      const token = (await response.json()) as CsrfToken;
      // Held once, when it arrives: callers that waited on the same request must not hold it again after it was spent.
      heldToken = { ...token, receivedAt: now };
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

export function prefetchCsrfToken() {
  void csrfToken().catch(() => {});
}

/**
 * A token for one request, no longer held once taken. Two requests waiting
 * on one fetch would get the same token: the second fetches its own.
 */
async function takeCsrfToken(): Promise<CsrfToken> {
  for (let attempt = 0; ; attempt++) {
    const token = await csrfToken();
    if (heldToken?.csrfToken === token.csrfToken) {
      heldToken = null;
      return token;
    }
    // Still taken after a few tries: send it; a refusal is retried below.
    if (attempt === 2) return token;
  }
}

/**
 * POSTs a body that carries the CSRF fields, spending the token; when the
 * server rejects it (a restart with a new secret, a sleeping laptop, a token
 * spent elsewhere), fetches a fresh one and tries once more.
 */
export async function invokeWithCsrf<T = Record<string, unknown>>(
  name: string,
  body: Record<string, unknown>,
): Promise<FunctionResult<T>> {
  const first = await invokeFunction<T>(name, { ...body, ...(await takeCsrfToken()) });
  if (first.status !== 403 || (first.data as { field?: string } | null)?.field !== "csrfToken") return first;
  return invokeFunction<T>(name, { ...body, ...(await takeCsrfToken()) });
}
