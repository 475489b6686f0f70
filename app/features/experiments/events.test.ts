// @vitest-environment happy-dom
/**
 * Experiment events in the browser (docs/decisions/007-ab-experiments.md): the visitor id is the one the
 * server signed, fetched once and kept; without one, nothing is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRuntimeConfigCache } from "../runtime-config";
import { sendExperimentEvent, VISITOR_ID_KEY } from "./events";

const SIGNED = "q4uW0q3m2v1kYp8sZ7x6Ag.Zm9vYmFyYmF6cXV4cXV1dQ";
const EXPERIMENT = "7b0c3a52-5d1e-4c55-9a8e-2f6d1c0b9e11";

type Call = { url: string; body: Record<string, unknown> | null };

/** A fake fetch: `issue` answers visitor-id, experiment events get 201. */
function fakeFetch(issue: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({
      url,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    if (url.endsWith("/functions/v1/visitor-id")) return issue();
    return new Response('{"success":true,"recorded":true}', { status: 201 });
  });
  vi.stubGlobal("fetch", fetcher);
  return {
    issued: () => calls.filter((call) => call.url.endsWith("/visitor-id")).length,
    events: () => calls.filter((call) => call.url.endsWith("/experiment-event")).map((call) => call.body),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Lets the fire-and-forget promises finish. */
async function settle() {
  for (let round = 0; round < 10; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

type EventType = Parameters<typeof sendExperimentEvent>[1];

/** Sends these events of the hero experiment, then lets them finish. */
async function sendFromHero(...types: EventType[]) {
  for (const type of types) sendExperimentEvent(EXPERIMENT, type, "hero");
  await settle();
}

/** What the server receives for an event sent with the signed id. */
const signedEvent = (type: EventType) => ({ experimentId: EXPERIMENT, visitorId: SIGNED, type, pageLocation: "hero" });

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `<script type="application/json" id="runtime-config">{"publicApiKey":"public-key"}</script>`;
  resetRuntimeConfigCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("experiment events", () => {
  it("fetch a signed visitor id once, keep it, and send it with every event", async () => {
    const api = fakeFetch(() => json({ visitorId: SIGNED }));
    // The impression and a quick click, before the id has arrived: one request for it.
    await sendFromHero("impression", "quote_request");
    expect(api.issued()).toBe(1);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(SIGNED);
    expect(api.events()).toEqual([signedEvent("impression"), signedEvent("quote_request")]);
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.headers).toMatchObject({ apikey: "public-key" });

    // A later page view reuses the stored id.
    await sendFromHero("quote_request");
    expect(api.issued()).toBe(1);
    expect(api.events()).toHaveLength(3);
  });

  it("replaces an unsigned id stored before the server signed them", async () => {
    localStorage.setItem(VISITOR_ID_KEY, "0f8c2a8e-4c0e-4f43-9d55-0d1c2b3a4f5e");
    const api = fakeFetch(() => json({ visitorId: SIGNED }));
    await sendFromHero("impression");
    expect(api.issued()).toBe(1);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(SIGNED);
    expect(api.events()).toEqual([signedEvent("impression")]);
  });

  it.each([
    ["the server refuses (429)", () => json({ error: "Too many attempts. Please try again later." }, 429)],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the answer is not a signed id", () => json({ visitorId: "not-a-signed-id" })],
    ["the answer is not JSON", () => new Response("<html>", { status: 200 })],
  ])("sends nothing when issuing fails: %s", async (_case, answer) => {
    const api = fakeFetch(answer);
    await sendFromHero("impression");
    expect(api.issued()).toBe(1);
    expect(api.events()).toEqual([]);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    // The next event asks again.
    await sendFromHero("quote_request");
    expect(api.issued()).toBe(2);
  });

  it("sends nothing when the id cannot be stored (every page view would be a new visitor)", async () => {
    const api = fakeFetch(() => json({ visitorId: SIGNED }));
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
      removeItem: () => {},
    });
    await sendFromHero("impression");
    expect(api.issued()).toBe(1);
    expect(api.events()).toEqual([]);
  });
});
