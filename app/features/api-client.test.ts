// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONNECTIVITY_CHECK_MS } from "@core/constants";
import {
  activeRoute,
  checkConnectivity,
  csrfToken,
  functionUrl,
  invokeFunction,
  invokeWithCsrf,
  resetApiClientForTests,
  startConnectivityChecks,
} from "./api-client";
import { resetRuntimeConfigCache } from "./runtime-config";

const DIRECT = "https://api.example.ae";
const PROXY_CHECK = "/functions/v1/newsletter-signup";
const DIRECT_CHECK = `${DIRECT}/functions/v1/newsletter-signup`;

/** The address a fetch was called with. */
function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

function installConfig(config: Record<string, unknown>) {
  document.body.innerHTML = "";
  const script = document.createElement("script");
  script.id = "runtime-config";
  script.type = "application/json";
  script.textContent = JSON.stringify(config);
  document.body.appendChild(script);
  resetRuntimeConfigCache();
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function status(code: number) {
  return new Response(code === 200 ? '{"status":"ok"}' : "unavailable", { status: code });
}

type Answer = number | "throw";

/** A fake fetch answering the proxy and direct health checks as told. */
function healthFetch(proxy: Answer, direct: Answer) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    const answer = url.startsWith(DIRECT) ? direct : proxy;
    if (answer === "throw") throw new TypeError("Failed to fetch");
    return status(answer);
  });
}

/** The active route, and the URL a call takes on it. */
function expectRoute(route: "proxy" | "direct") {
  expect(activeRoute()).toBe(route);
  expect(functionUrl("newsletter-signup")).toBe(route === "proxy" ? PROXY_CHECK : DIRECT_CHECK);
}

/** A failing proxy check beside a passing direct one moves the client to the direct route. */
async function switchToDirect() {
  await checkConnectivity(healthFetch(503, 200));
  expect(activeRoute()).toBe("direct");
}

function urlsOf(fetcher: ReturnType<typeof vi.fn>): string[] {
  return fetcher.mock.calls.map((call) => String(call[0]));
}

beforeEach(() => {
  installConfig({ apiDirectOrigin: DIRECT, publicApiKey: "k" });
  resetApiClientForTests();
});

afterEach(() => {
  resetApiClientForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  resetRuntimeConfigCache();
});

describe("backend route selection (R-STATE-ROUTE-01..05)", () => {
  it("R-STATE-ROUTE-01: the proxy route (same origin) is the default", () => {
    expect(activeRoute()).toBe("proxy");
    expect(functionUrl("newsletter-signup")).toBe("/functions/v1/newsletter-signup");
  });

  it("R-STATE-ROUTE-01 / R-CALL-04: invokeFunction POSTs to the proxy with the public key and a JSON body", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);

    const result = await invokeFunction("newsletter-signup", { email: "a@example.ae" });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe("/functions/v1/newsletter-signup");
    expect(init?.method).toBe("POST");
    const headers = init?.headers as Record<string, string>;
    expect(headers.apikey).toBe("k");
    expect(headers.authorization).toBe("Bearer k");
    expect(headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual({ email: "a@example.ae" });
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
  });

  it("R-STATE-ROUTE-01: invokeFunction reports the status, a non-JSON body as null and Retry-After", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("slow down", { status: 429, headers: { "retry-after": "42" } })),
    );
    expect(await invokeFunction("newsletter-signup", {})).toEqual({
      ok: false,
      status: 429,
      data: null,
      retryAfterSeconds: 42,
    });
  });

  it("R-CALL-04: the connectivity check is a GET to newsletter-signup with the key headers and no body", async () => {
    const fetcher = healthFetch(200, 200);
    await checkConnectivity(fetcher);

    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(urlOf(url)).toBe(PROXY_CHECK);
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    const headers = init?.headers as Record<string, string>;
    expect(headers.apikey).toBe("k");
    expect(headers.authorization).toBe("Bearer k");
  });

  it("R-CALL-04: a 200 with any body counts as healthy, a 4xx counts as failed", async () => {
    const anyBody = vi.fn(async () => new Response("not json at all", { status: 200 }));
    expect(await checkConnectivity(anyBody)).toBe("proxy");

    const clientError = healthFetch(404, 200);
    expect(await checkConnectivity(clientError)).toBe("direct");
  });

  it("R-STATE-ROUTE-01: both hosts healthy → proxy, and the direct host is not asked", async () => {
    const fetcher = healthFetch(200, 200);
    expect(await checkConnectivity(fetcher)).toBe("proxy");
    expect(urlsOf(fetcher)).toEqual([PROXY_CHECK]);
    expect(activeRoute()).toBe("proxy");
  });

  it("R-STATE-ROUTE-03: proxy 503 and direct 200 → direct, and calls go to the direct host", async () => {
    const fetcher = healthFetch(503, 200);
    expect(await checkConnectivity(fetcher)).toBe("direct");
    expect(urlsOf(fetcher)).toEqual([PROXY_CHECK, DIRECT_CHECK]);
    expect(activeRoute()).toBe("direct");
    expect(functionUrl("newsletter-signup").startsWith(DIRECT)).toBe(true);
    expect(functionUrl("newsletter-signup")).toBe(DIRECT_CHECK);

    const post = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ ok: true }));
    vi.stubGlobal("fetch", post);
    await invokeFunction("newsletter-signup", { email: "a@example.ae" });
    expect(urlOf(post.mock.calls[0]![0])).toBe(DIRECT_CHECK);
  });

  it("R-STATE-ROUTE-03: a trailing slash on the direct origin is not doubled", async () => {
    installConfig({ apiDirectOrigin: `${DIRECT}/`, publicApiKey: "k" });
    await checkConnectivity(healthFetch(503, 200));
    expect(functionUrl("newsletter-signup")).toBe(DIRECT_CHECK);
  });

  it("R-STATE-ROUTE-04: both checks fail → the proxy route is kept", async () => {
    expect(await checkConnectivity(healthFetch(503, 503))).toBe("proxy");
    expectRoute("proxy");
  });

  it("R-STATE-ROUTE-04: proxy 503 and the direct check throwing keeps the current route", async () => {
    expect(await checkConnectivity(healthFetch(503, "throw"))).toBe("proxy");
    await checkConnectivity(healthFetch(503, 200));
    expect(await checkConnectivity(healthFetch(503, "throw"))).toBe("direct");
  });

  it("R-STATE-ROUTE-05: the proxy check throws (network error) → direct", async () => {
    const fetcher = healthFetch("throw", 503);
    expect(await checkConnectivity(fetcher)).toBe("direct");
    expectRoute("direct");
  });

  it.each([
    ["R-STATE-ROUTE-04: both checks fail after a switch to direct → it stays direct", 503, "direct"],
    ["R-OPEN-38: after switching to direct, a passing proxy check returns to the proxy", 200, "proxy"],
  ] as const)("%s", async (_title, answer, route) => {
    await switchToDirect();
    expect(await checkConnectivity(healthFetch(answer, answer))).toBe(route);
    expectRoute(route);
  });

  it("R-OPEN-38: without a configured direct origin the route is always proxy and nothing goes direct", async () => {
    installConfig({ publicApiKey: "k" });
    for (const answer of [503, "throw", 200] as const) {
      const fetcher = healthFetch(answer, 200);
      expect(await checkConnectivity(fetcher)).toBe("proxy");
      expect(urlsOf(fetcher).some((url) => url.startsWith("http"))).toBe(false);
    }
    expectRoute("proxy");
    expect(functionUrl("newsletter-signup", "direct")).toBe(PROXY_CHECK);
  });

  it("R-STATE-ROUTE-02 / R-CONST-12: checks at start and every 30 s, none at +29 s", async () => {
    expect(CONNECTIVITY_CHECK_MS).toBe(30_000);
    vi.useFakeTimers();
    const fetchMock = healthFetch(200, 200);
    vi.stubGlobal("fetch", fetchMock);
    const proxyGets = () =>
      fetchMock.mock.calls.filter(([url, init]) => urlOf(url) === PROXY_CHECK && init?.method === "GET").length;

    startConnectivityChecks();
    await vi.advanceTimersByTimeAsync(0);
    expect(proxyGets()).toBe(1);

    await vi.advanceTimersByTimeAsync(29_000);
    expect(proxyGets()).toBe(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(proxyGets()).toBe(2);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(proxyGets()).toBe(3);
  });

  it("R-STATE-ROUTE-02: starting the checks twice does not double them", async () => {
    vi.useFakeTimers();
    const fetchMock = healthFetch(200, 200);
    vi.stubGlobal("fetch", fetchMock);

    startConnectivityChecks();
    startConnectivityChecks();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("R-STATE-ROUTE-05: a periodic check that throws switches to direct without an unhandled rejection", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", healthFetch("throw", 503));
    startConnectivityChecks();
    await vi.advanceTimersByTimeAsync(0);
    expect(activeRoute()).toBe("direct");
  });
});

describe("CSRF token (R-OPEN-20, R-VAL-CSRF-01)", () => {
  const T0 = 1_700_000_000_000;

  function tokenFetch() {
    let n = 0;
    return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      n += 1;
      return json({ csrfToken: `token-${n}`, timestamp: T0 + n });
    });
  }

  it("R-OPEN-20: fetches /functions/v1/csrf-token once with the key headers and reuses it", async () => {
    const fetchMock = tokenFetch();
    vi.stubGlobal("fetch", fetchMock);

    const first = await csrfToken(T0);
    expect(first).toEqual({ csrfToken: "token-1", timestamp: T0 + 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe("/functions/v1/csrf-token");
    const headers = init?.headers as Record<string, string>;
    expect(headers.apikey).toBe("k");
    expect(headers.authorization).toBe("Bearer k");

    expect(await csrfToken(T0 + 60_000)).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("R-OPEN-20 / R-VAL-CSRF-01: a call 5 minutes later fetches a fresh token", async () => {
    const fetchMock = tokenFetch();
    vi.stubGlobal("fetch", fetchMock);

    await csrfToken(T0);
    const later = await csrfToken(T0 + 300_000);
    expect(later.csrfToken).toBe("token-2");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("R-VAL-CSRF-01: after 6 min idle the token is renewed, so it is never sent stale", async () => {
    const fetchMock = tokenFetch();
    vi.stubGlobal("fetch", fetchMock);

    await csrfToken(T0);
    expect((await csrfToken(T0 + 6 * 60_000)).csrfToken).toBe("token-2");
    // The renewed token is then reused from its own receipt time.
    expect((await csrfToken(T0 + 6 * 60_000 + 1_000)).csrfToken).toBe("token-2");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("R-OPEN-20: two concurrent calls share one request", async () => {
    const fetchMock = tokenFetch();
    vi.stubGlobal("fetch", fetchMock);

    const [a, b] = await Promise.all([csrfToken(T0), csrfToken(T0)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(a.csrfToken).toBe("token-1");
  });

  it("R-OPEN-20: a non-OK answer rejects, and the next call tries again", async () => {
    const fetchMock = vi
      .fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ csrfToken: "ok", timestamp: T0 }))
      .mockResolvedValueOnce(new Response("boom", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(csrfToken(T0)).rejects.toThrow(/500/);
    expect(await csrfToken(T0)).toEqual({ csrfToken: "ok", timestamp: T0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("R-OPEN-20: the token follows the active route", async () => {
    await checkConnectivity(healthFetch(503, 200));
    const fetchMock = tokenFetch();
    vi.stubGlobal("fetch", fetchMock);
    await csrfToken(T0);
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe(`${DIRECT}/functions/v1/csrf-token`);
  });

  describe("single use (the server accepts each token once)", () => {
    /** csrf-token answers token-1, token-2, …; POSTs answer `post(body)` and are recorded. */
    function serverFetch(
      post: (body: Record<string, unknown>) => Response | Promise<Response> = () => json({ success: true }, 201),
    ) {
      let issued = 0;
      const posted: Record<string, unknown>[] = [];
      const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (urlOf(input).endsWith("/csrf-token")) {
          issued += 1;
          return json({ csrfToken: `token-${issued}`, timestamp: T0 + issued });
        }
        const body = JSON.parse(init?.body as string) as Record<string, unknown>;
        posted.push(body);
        return post(body);
      });
      vi.stubGlobal("fetch", fetchMock);
      return {
        posted,
        tokenRequests: () => fetchMock.mock.calls.filter(([url]) => urlOf(url).endsWith("/csrf-token")).length,
      };
    }

    it("a token is sent once: the request after it fetches a fresh one", async () => {
      const server = serverFetch();
      await csrfToken();
      await invokeWithCsrf("newsletter-signup", { email: "a@example.ae" });
      await invokeWithCsrf("contact-submit", { email: "b@example.ae" });
      expect(server.posted.map((body) => body.csrfToken)).toEqual(["token-1", "token-2"]);
      expect(server.posted.map((body) => body.timestamp)).toEqual([T0 + 1, T0 + 2]);
      expect(server.tokenRequests()).toBe(2);
    });

    it("a prefetch after a request fetches a new token (the footer form prefetches on focus)", async () => {
      const server = serverFetch();
      await invokeWithCsrf("newsletter-signup", { email: "a@example.ae" });
      expect((await csrfToken()).csrfToken).toBe("token-2");
      await invokeWithCsrf("newsletter-signup", { email: "b@example.ae" });
      expect(server.posted.map((body) => body.csrfToken)).toEqual(["token-1", "token-2"]);
    });

    it("a token whose request answered an error or never arrived is not sent again", async () => {
      let calls = 0;
      const server = serverFetch(() => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json({ error: "Already subscribed" }, 409);
      });
      await expect(invokeWithCsrf("newsletter-signup", { email: "a@example.ae" })).rejects.toThrow("Failed to fetch");
      await invokeWithCsrf("newsletter-signup", { email: "a@example.ae" });
      await invokeWithCsrf("newsletter-signup", { email: "a@example.ae" });
      expect(server.posted.map((body) => body.csrfToken)).toEqual(["token-1", "token-2", "token-3"]);
    });

    it("two submits at once send two different tokens", async () => {
      const server = serverFetch();
      await Promise.all([invokeWithCsrf("contact-submit", { n: 1 }), invokeWithCsrf("contact-submit", { n: 2 })]);
      const sent = server.posted.map((body) => body.csrfToken);
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(2);
    });

    it("a token refusal is retried once with a fresh token", async () => {
      let calls = 0;
      const server = serverFetch(() => {
        calls += 1;
        return calls === 1
          ? json({ error: "Invalid or expired security token", field: "csrfToken" }, 403)
          : json({ success: true }, 201);
      });
      const result = await invokeWithCsrf("contact-submit", { email: "a@example.ae" });
      expect(result.status).toBe(201);
      expect(server.posted.map((body) => body.csrfToken)).toEqual(["token-1", "token-2"]);
    });
  });
});
