/**
 * Ports of the servers the tests start. Browser tests: E2E_PORT (4173) and
 * E2E_POSTGRES_PORT (54330). Resilience tests: servers 4310–4329, PostgreSQL
 * 54341–54342 (the bench uses 4300–4303 and 54340); RESILIENCE_PORT_OFFSET
 * moves them all. Either way two checkouts can run the suites on one machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 54330);
/** The server-down test's own server, which it stops and starts again. */
export const E2E_SPARE_PORT = E2E_PORT + 8;

const offset = Number(process.env.RESILIENCE_PORT_OFFSET ?? 0);

const BASE = {
  postgresLoad: 54341,
  postgresFaults: 54342,
  loadPglite: 4310,
  loadPostgres: 4311,
  faultsPostgres: 4312,
  lockFirst: 4313,
  lockSecond: 4314,
  drain: 4315,
  headers: 4316,
  rateLimit: 4317,
  secretFolder: 4318,
  secretPostgres: 4319,
  loginPglite: 4320,
  loginPostgres: 4321,
  mailOutage: 4322,
  queueKillPostgres: 4323,
  queueKillPglite: 4324,
  queueInstanceA: 4325,
  queueInstanceB: 4328,
  hostileUrls: 4326,
  keepAlive: 4327,
  bodyMemory: 4329,
  newsletterInstanceA: 4345,
  newsletterInstanceB: 4346,
  recipientCapsPglite: 4350,
  recipientCapsA: 4351,
  recipientCapsB: 4352,
  pageViewsPostgres: 4360,
} as const;

export const PORTS = Object.fromEntries(Object.entries(BASE).map(([name, port]) => [name, port + offset])) as {
  [K in keyof typeof BASE]: number;
};
