// HTTP throughput and latency with autocannon on 127.0.0.1, bounded in time.
import autocannon from "autocannon";

/**
 * One autocannon run. Requests per second counts 2xx answers only, so a
 * server that answered errors fast could not look fast; the other statuses
 * are reported beside it.
 */
export async function measure({ title, url, connections = 10, duration = 10, method = "GET", headers = {}, body, setupRequest }) {
  const result = await autocannon({
    title,
    url,
    connections,
    duration,
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
  });
  const ok = result["2xx"];
  return {
    title,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(ok / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    responses2xx: ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
  };
}

/** A short unrecorded run first, so both sides are measured with a warm JIT. */
export async function warmUp(options) {
  await measure({ ...options, duration: 2 });
}
