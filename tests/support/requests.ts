/**
 * The settings every test server runs with, and a call to a public server
 * function as the browser makes it, for `app.request` (API tests) and
 * `fetch` (resilience tests) alike.
 */
export const TEST_API_KEY = "test-public-key";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";
/** PARTNER_WEBHOOK_SECRET of the browser tests' server: the broker's events are signed with it (R-FUNNEL-21). */
export const TEST_PARTNER_SECRET = "test-partner-secret-test-partner-secret-01";
/** The public key's headers, as the site's client sends them. */
export const KEY_HEADERS = { apikey: TEST_API_KEY, authorization: `Bearer ${TEST_API_KEY}` };

export type CallOptions = { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> };

/** `/functions/v1/<name>` with the public key, a client address and a JSON body (a string body is sent as it is). */
export function functionCall(
  name: string,
  { method = "POST", body, ip = "203.0.113.10", headers = {} }: CallOptions = {},
): [path: string, init: RequestInit] {
  const json: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
  return [
    `/functions/v1/${name}`,
    {
      method,
      headers: { ...KEY_HEADERS, "x-forwarded-for": ip, ...json, ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    },
  ];
}
