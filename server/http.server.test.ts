/**
 * The HTTP edge's small rules, without a server: which X-Forwarded-For entry
 * is the client (TRUST_PROXY hops), what a log line may contain, and which
 * text is refused before the database.
 */
import { isIP } from "node:net";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { loadEnv } from "./env.server";
import { forLog, forwardedClient, logRequestError, unstorableField } from "./http.server";

const SOCKET = "192.0.2.1";

describe("the client address (forwardedClient)", () => {
  it("a client-written X-Forwarded-For entry cannot become the client address: one hop takes the rightmost entry", () => {
    expect(forwardedClient("6.6.6.6, 203.0.113.10", 1, SOCKET)).toBe("203.0.113.10");
    expect(forwardedClient("1.1.1.1,2.2.2.2 ,  203.0.113.10", 1, SOCKET)).toBe("203.0.113.10");
  });

  it("a single entry with one hop is that entry (the e2e tests' one visitor per address)", () => {
    expect(forwardedClient("198.51.100.23", 1, SOCKET)).toBe("198.51.100.23");
  });

  it("TRUST_PROXY=2 takes the second entry from the right", () => {
    expect(forwardedClient("6.6.6.6, 203.0.113.10, 10.0.0.5", 2, SOCKET)).toBe("203.0.113.10");
    expect(forwardedClient("203.0.113.10, 10.0.0.5", 2, SOCKET)).toBe("203.0.113.10");
    // Fewer entries than our own proxies write: the header did not come through them.
    expect(forwardedClient("10.0.0.5", 2, SOCKET)).toBe(SOCKET);
  });

  it("without trusted proxies the header is ignored", () => {
    expect(forwardedClient("203.0.113.10", 0, SOCKET)).toBe(SOCKET);
  });

  it("a missing, empty or invalid entry falls back to the socket's address", () => {
    for (const header of [
      undefined,
      "",
      " ",
      "1.2.3.4, ",
      "1.2.3.4, not-an-ip",
      "1.2.3.4, 999.1.1.1",
      `1.2.3.4, ${"9".repeat(10_000)}`,
      "1.2.3.4, fe80::1%eth0",
      "1.2.3.4, a@example.com",
    ]) {
      expect(forwardedClient(header, 1, SOCKET), String(header).slice(0, 40)).toBe(SOCKET);
    }
    expect(forwardedClient("not-an-ip", 1, undefined)).toBe("unknown");
  });

  it("writes one address one way: IPv4-mapped IPv6 as IPv4, IPv6 in lower case", () => {
    expect(forwardedClient("::ffff:203.0.113.10", 1, SOCKET)).toBe("203.0.113.10");
    expect(forwardedClient("2001:DB8::1", 1, SOCKET)).toBe("2001:db8::");
    expect(forwardedClient(undefined, 1, "::ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("every spelling of one address names one client (R-SAFE-10)", () => {
    const one = (spellings: string[]) => new Set(spellings.map((spelling) => forwardedClient(spelling, 1, SOCKET)));
    expect(
      one(["2001:db8::1", "2001:0db8:0:0::1", "2001:DB8::1", "2001:db8:0:0:0:0:0:1", "2001:0DB8:0000::0001"]),
    ).toEqual(new Set(["2001:db8::"]));
    expect(
      one([
        "192.0.2.1",
        "::ffff:192.0.2.1",
        "::FFFF:192.0.2.1",
        "::ffff:c000:201",
        "::FFFF:C000:0201",
        "0:0:0:0:0:ffff:c000:0201",
      ]),
    ).toEqual(new Set(["192.0.2.1"]));
    // The socket's address is read the same way.
    expect(forwardedClient(undefined, 1, "::FFFF:C000:0201")).toBe("192.0.2.1");
  });

  it("an IPv6 client is its /64: the addresses of one network count as one, the next network apart (R-SAFE-11)", () => {
    const network = ["2001:db8:1:2::1", "2001:db8:1:2::23", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2:a:b:c:d"];
    expect(new Set(network.map((address) => forwardedClient(address, 1, SOCKET)))).toEqual(new Set(["2001:db8:1:2::"]));
    expect(forwardedClient("2001:db8:1:3::1", 1, SOCKET)).toBe("2001:db8:1:3::");
    expect(forwardedClient("2001:db8:1:2::1", 1, SOCKET)).not.toBe(forwardedClient("2001:db8:1:3::1", 1, SOCKET));
  });

  it("any IPv6 address, however written, is one client: as written, in capitals, and as the URL parser writes it (R-SAFE-10)", () => {
    // Node's URL parser is an IPv6 reader of its own (WHATWG), so this is not the library agreeing with itself.
    const asUrlWritesIt = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);
    // Without a socket address, an entry that names no client reads "unknown".
    const named = (address: string) => forwardedClient(address, 1, undefined);
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const client = named(address);
        expect(isIP(client)).toBeGreaterThan(0);
        expect(named(address.toUpperCase())).toBe(client);
        expect(named(asUrlWritesIt(address))).toBe(client);
      }),
      { numRuns: 500 },
    );
  });

  it("any header value names a client or leaves the socket's address: never an error (R-SAFE-12)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.ipV4Extended(),
          fc.ipV6().map((a) => `${a}%eth0`),
        ),
        (entry) => {
          const client = forwardedClient(`1.2.3.4, ${entry}`, 1, SOCKET);
          expect(client === SOCKET || isIP(client) > 0).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("an entry that is not one address is no client: the socket's address stands (R-SAFE-12)", () => {
    for (const entry of [
      "2001:db8::/64",
      "[2001:db8::1]",
      "[2001:db8::1]:443",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "::ffff:999.0.2.1",
      "::ffff:192.0.2",
      "192.0.2.1:8080",
      "192.000.002.001",
      "0x7f.0.0.1",
      "2001:db8::g",
    ]) {
      expect(forwardedClient(`1.2.3.4, ${entry}`, 1, SOCKET), entry).toBe(SOCKET);
    }
  });
});

describe("TRUST_PROXY", () => {
  const hops = (value: string | undefined) => loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it("is a number of trusted hops; true is 1; false, 0, empty and unset are none", () => {
    expect([hops("true"), hops("1"), hops("2"), hops("false"), hops("0"), hops(""), hops(undefined)]).toEqual([
      1, 1, 2, 0, 0, 0, 0,
    ]);
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => hops("yes")).toThrow(/TRUST_PROXY/);
    expect(() => hops("-1")).toThrow(/TRUST_PROXY/);
  });
});

describe("log lines", () => {
  it("escape CR, LF and every other control character, so request data cannot forge a line", () => {
    expect(forLog("GET /\r\nSet-Cookie: x=1\u0000\u001b[31m\u0085\u2028")).toBe(
      "GET /\\r\\nSet-Cookie: x=1\\u0000\\u001b[31m\\u0085\\u2028",
    );
  });

  it("a failed request is logged as one line, its error's message and stack included", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logRequestError("GET /a\nb", new Error("bad value '\r\nInjected: 1'", { cause: new Error("deeper\nline") }));
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]![0]);
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toContain("GET /a\\nb failed: Error: bad value '\\r\\nInjected: 1'");
    expect(line).toContain("[cause] Error: deeper\\nline");
    expect(line).toContain("http.server.test.ts");
  });
});

describe("text the database cannot store (unstorableField)", () => {
  it("finds NUL and lone surrogates in a body or a query, and passes well-formed text", () => {
    expect(unstorableField({ q: "a\u0000" })).toBe("q");
    expect(unstorableField({ ok: "fine", nested: { deep: ["x\uD800"] } })).toBe("nested");
    expect(unstorableField({ q: "شكراً 👍🏽", page: "1" })).toBeNull();
  });
});
