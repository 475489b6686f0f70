/** GET /api/health: for the load balancer, the database answers; for operators, the Node that serves (R-RUN-02). */
import { expect } from "vitest";
import { apiTest as it, describeOnDatabases } from "../tests/support/api";

describeOnDatabases("GET /api/health", () => {
  it("R-RUN-02: answers 200 with the database up and the Node version that serves", async ({ api }) => {
    const response = await api.api("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: true, node: process.versions.node });
  });
});
