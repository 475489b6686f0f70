// HTTP throughput and latency with autocannon on 127.0.0.1, bounded in time.
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

// Linux: a process's CPU time from /proc, so the report can say what each request cost the server, whatever the client could do.
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * One autocannon run. Requests per second counts 2xx answers only, so a
 * server that answered errors fast could not look fast; the other statuses
 * are reported beside it. With `serverPid`, also the CPU time per request
 * of the server process and of this process (autocannon, the client).
 */
export async function measure({
  title,
  url,
  connections = 10,
  duration = 10,
  method = "GET",
  headers = {},
  body,
  setupRequest,
  serverPid,
}) {
  const serverBefore = serverPid ? cpuSeconds(serverPid) : null;
  const clientBefore = process.cpuUsage();
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
  const client = process.cpuUsage(clientBefore);
  const serverAfter = serverPid ? cpuSeconds(serverPid) : null;
  const answered = ok + result.non2xx;
  const perRequest = (seconds) => (answered > 0 ? Math.round((seconds * 1e6) / answered) : null);
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
    serverCpuMicrosPerRequest:
      serverBefore === null || serverAfter === null ? null : perRequest(serverAfter - serverBefore),
    clientCpuMicrosPerRequest: perRequest((client.user + client.system) / 1e6),
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

/** A short unrecorded run first, so both sides are measured with a warm JIT. */
export async function warmUp(options) {
  await measure({ ...options, duration: 2 });
}

/** Runs of one scenario as one: counts added, rates over the total time, the rest weighted by answers. */
export function combined(first, second) {
  const answered = (run) => run.responses2xx + run.non2xx;
  const total = answered(first) + answered(second);
  const weighted = (key) =>
    first[key] === null || second[key] === null
      ? null
      : Math.round((first[key] * answered(first) + second[key] * answered(second)) / total);
  const duration = first.durationSeconds + second.durationSeconds;
  const statusCodes = { ...first.statusCodes };
  for (const [code, count] of Object.entries(second.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    ...first,
    durationSeconds: duration,
    requestsPerSecond: Math.round((first.responses2xx + second.responses2xx) / duration),
    rounds: [...(first.rounds ?? [first.requestsPerSecond]), second.requestsPerSecond],
    latencyP50Ms: Math.max(first.latencyP50Ms, second.latencyP50Ms),
    latencyP99Ms: Math.max(first.latencyP99Ms, second.latencyP99Ms),
    latencyMaxMs: Math.max(first.latencyMaxMs, second.latencyMaxMs),
    responses2xx: first.responses2xx + second.responses2xx,
    non2xx: first.non2xx + second.non2xx,
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    serverCpuMicrosPerRequest: weighted("serverCpuMicrosPerRequest"),
    clientCpuMicrosPerRequest: weighted("clientCpuMicrosPerRequest"),
    statusCodes,
  };
}
