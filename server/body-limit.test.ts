/**
 * R-SAFE-01: every route the router knows, read from the router itself as the admin guard's
 * test reads it, refuses a body over its path's limit with 413: before reading a byte when the
 * length is declared, cut off at the limit when it streams without one. A body at the limit is
 * let through. On PGlite and PostgreSQL.
 */
import { expect } from "vitest";
import { BODY_LIMITS } from "../core/constants";
import { apiTest as it, describeOnDatabases, type Harness } from "../tests/support/api";
import { bodyRoutes, pageRendererStandIn } from "../tests/support/body-routes";
import { maxBodyBytes } from "./body-limit.server";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const CHUNK = 1024;

/** A body of `bytes` bytes that counts how much of it was read, pulled one chunk at a time. */
function countedBody(bytes: number) {
  let read = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(CHUNK, bytes - read);
        if (size <= 0) {
          controller.close();
          return;
        }
        read += size;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
    },
    // Nothing is read ahead: only what the server asks for.
    { highWaterMark: 0 },
  );
  return { stream, read: () => read };
}

describeOnDatabases("request bodies", () => {
  let app: Harness["app"];
  it.beforeEach(({ api }) => {
    app = api.serve({ files: new Map(), lookup: () => null }, undefined, pageRendererStandIn).app;
  });

  function send(method: string, path: string, body: ReadableStream<Uint8Array>, length?: number) {
    return app.request(
      new Request(`http://localhost${path}`, {
        method,
        body,
        duplex: "half",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(length === undefined ? {} : { "content-length": String(length) }),
        },
      } as RequestInit),
    );
  }

  it("finds the routes that take a body, the waitlist's unsubscribe and the forms' posts among them", () => {
    const routes = bodyRoutes(app);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: "POST", path: "/api/waitlist/unsubscribe" });
    expect(routes).toContainEqual({ method: "POST", path: "/ar/contact" });
    expect(routes).toContainEqual({ method: "PATCH", path: `/api/admin/enquiries/${SOME_ID}` });
    expect(routes).toContainEqual({ method: "POST", path: "/functions/v1/contact-submit" });
  });

  /** What each route answers to `request`, for those whose answer `wrong` finds wrong. */
  async function misfits(
    request: (route: { method: string; path: string; limit: number }) => Promise<{ status: number; read: number }>,
    wrong: (answer: { status: number; read: number }, limit: number) => boolean,
  ) {
    const found = [];
    for (const { method, path } of bodyRoutes(app)) {
      const limit = maxBodyBytes(path);
      const answer = await request({ method, path, limit });
      if (wrong(answer, limit)) found.push(`${method} ${path}: ${answer.status}, ${answer.read} bytes read`);
    }
    return found;
  }

  it("every one refuses a declared length over its limit with 413, without reading the body", async () => {
    const found = await misfits(
      async ({ method, path, limit }) => {
        const body = countedBody(limit + 1);
        const response = await send(method, path, body.stream, limit + 1);
        // A 413 that does not say why counts as wrong (-1).
        const says = /too large|larger than any/i.test(await response.text());
        return { status: says ? response.status : -1, read: body.read() };
      },
      ({ status, read }) => status !== 413 || read > 0,
    );
    expect(found).toEqual([]);
  });

  it("every one cuts off a body without a declared length at its limit, with 413", async () => {
    const found = await misfits(
      async ({ method, path, limit }) => {
        const body = countedBody(limit + 64 * CHUNK);
        const response = await send(method, path, body.stream);
        return { status: response.status, read: body.read() };
      },
      ({ status, read }, limit) => status !== 413 || read > limit + CHUNK,
    );
    expect(found).toEqual([]);
  });

  it("a body at the limit is let through to the route", async () => {
    const found = await misfits(
      async ({ method, path, limit }) => {
        const body = countedBody(limit);
        return { status: (await send(method, path, body.stream, limit)).status, read: body.read() };
      },
      ({ status }) => status === 413,
    );
    expect(found).toEqual([]);
  });

  it("the limits are the documented ones: 1 KB unless a path says why it needs more", () => {
    expect(maxBodyBytes("/api/waitlist/unsubscribe")).toBe(BODY_LIMITS.default);
    expect(maxBodyBytes("/newsletter/unsubscribe")).toBe(BODY_LIMITS.default);
    expect(maxBodyBytes("/api/no-such-route")).toBe(BODY_LIMITS.default);
    expect(maxBodyBytes("/functions/v1/contact-submit")).toBe(BODY_LIMITS.visitorForm);
    expect(maxBodyBytes("/ar/contact")).toBe(BODY_LIMITS.visitorForm);
    expect(maxBodyBytes("/api/admin/experiments")).toBe(BODY_LIMITS.team);
    expect(maxBodyBytes("/api/auth/sign-in/email")).toBe(BODY_LIMITS.team);
    expect(maxBodyBytes("/api/csp-report")).toBe(BODY_LIMITS.cspReport);
    expect(maxBodyBytes("/api/handoffs")).toBe(BODY_LIMITS.handoff);
    expect(maxBodyBytes("/api/partner/events")).toBe(BODY_LIMITS.default);
    expect(maxBodyBytes("/api/page-view")).toBe(BODY_LIMITS.pageView);
  });
});
