/**
 * R-SAFE-01: every route the router knows, read from the router itself as the admin guard's
 * test reads it, refuses a body over its path's limit with 413: before reading a byte when the
 * length is declared, cut off at the limit when it streams without one. A body at the limit is
 * let through. On PGlite and PostgreSQL.
 */
import { expect } from "vitest";
import { BODY_LIMITS } from "../core/constants";
import { apiTest as it, describeOnDatabases, type Harness } from "../tests/support/api";
import { maxBodyBytes } from "./body-limit.server";
import type { PageRenderer } from "./pages.server";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const CHUNK = 1024;

/** React Router's handler, which mounts the forms' posts; an over-limit body must never reach it. */
const renderer: PageRenderer = async () => new Response("rendered");

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
    app = api.serve({ files: new Map(), lookup: () => null }, undefined, renderer).app;
  });

  /** Every route that can take a body (any method but GET and HEAD), with a concrete path. */
  function bodyRoutes() {
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of app.routes) {
      if (route.method === "GET" || route.method === "HEAD") continue;
      const method = route.method === "ALL" ? "POST" : route.method;
      const path = route.path.replace(/:\w+/g, SOME_ID).replace(/\*/g, "x");
      routes.set(`${method} ${path}`, { method, path });
    }
    return [...routes.values()];
  }

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
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: "POST", path: "/api/waitlist/unsubscribe" });
    expect(routes).toContainEqual({ method: "POST", path: "/ar/contact" });
    expect(routes).toContainEqual({ method: "PATCH", path: `/api/admin/enquiries/${SOME_ID}` });
    expect(routes).toContainEqual({ method: "POST", path: "/functions/v1/contact-submit" });
  });

  it("every one refuses a declared length over its limit with 413, without reading the body", async () => {
    for (const { method, path } of bodyRoutes()) {
      const limit = maxBodyBytes(path);
      const body = countedBody(limit + 1);
      const response = await send(method, path, body.stream, limit + 1);
      expect(response.status, `${method} ${path}`).toBe(413);
      expect(await response.text(), `${method} ${path}`).toMatch(/too large|larger than any/i);
      expect(body.read(), `${method} ${path} read`).toBe(0);
    }
  });

  it("every one cuts off a body without a declared length at its limit, with 413", async () => {
    for (const { method, path } of bodyRoutes()) {
      const limit = maxBodyBytes(path);
      const body = countedBody(limit + 64 * CHUNK);
      const response = await send(method, path, body.stream);
      expect(response.status, `${method} ${path}`).toBe(413);
      expect(body.read(), `${method} ${path} read`).toBeLessThanOrEqual(limit + CHUNK);
    }
  });

  it("a body at the limit is let through to the route", async () => {
    for (const { method, path } of bodyRoutes()) {
      const limit = maxBodyBytes(path);
      const response = await send(method, path, countedBody(limit).stream, limit);
      expect(response.status, `${method} ${path}`).not.toBe(413);
    }
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
  });
});
