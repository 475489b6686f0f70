// A throwaway PostgreSQL server (Debian's postgresql package) for the API,
// browser and resilience tests and the bench: a fresh cluster in a temporary
// folder, on a private port and socket, removed after.
// `node tests/support/postgres.mjs` runs one by hand.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function findPostgresBin() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, "bin", "postgres")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
// PostgreSQL refuses to run as root: run it as the postgres user the package creates.
const asUser = (command, args) => (isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);

function run(bin, tool, args) {
  const [command, argv] = asUser(join(bin, tool), args);
  execFileSync(command, argv, { stdio: "ignore" });
}

// Durability off: a test cluster trades crash safety for speed.
const serverOptions = (port, dir) => [
  "-p",
  String(port),
  "-k",
  dir,
  "-c",
  "listen_addresses=127.0.0.1",
  "-c",
  "fsync=off",
  "-c",
  "synchronous_commit=off",
  "-c",
  "full_page_writes=off",
];

async function waitUntilReady(url) {
  const pg = (await import("pg")).default;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

/** Starts a cluster on `port`; null when PostgreSQL is not installed. */
export async function startPostgres({ port = Number(process.env.TEST_POSTGRES_PORT ?? 54329) } = {}) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "drivebee-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  run(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const [command, args] = asUser(join(bin, "postgres"), ["-D", data, ...serverOptions(port, dir)]);
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (!(await waitUntilReady(url))) {
    child.kill("SIGKILL");
    throw new Error(`PostgreSQL did not start:\n${log}`);
  }
  return {
    url,
    port,
    pid: child.pid,
    /** Stops the server and keeps its data, as an outage would. */
    pause() {
      run(bin, "pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]);
    },
    /** Starts it again on the same data folder and port. */
    resume() {
      const options = serverOptions(port, dir).join(" ");
      run(bin, "pg_ctl", ["start", "-D", data, "-w", "-l", join(dir, "restart.log"), "-o", options]);
    },
    async stop() {
      // pg_ctl waits for the shutdown; a signal to runuser may not reach postgres.
      try {
        run(bin, "pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "20"]);
      } catch {
        child.kill("SIGKILL");
      }
      if (child.exitCode === null && child.signalCode === null) {
        await Promise.race([
          new Promise((resolve) => child.once("exit", resolve)),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One empty database per name on the server at `url` (dropped first if a run
 * left it behind), so test workers running at once never share tables.
 * Returns their URLs in the order of `names`.
 */
export async function createDatabases(url, names) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) {
      const quoted = client.escapeIdentifier(name);
      await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoted}`);
    }
  } finally {
    await client.end();
  }
  return names.map((name) => {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return databaseUrl.href;
  });
}

/** A cluster for `suite`: required in CI, optional (null, with a warning) on a machine without PostgreSQL. */
export async function startRequiredPostgres(suite, options = {}) {
  const server = await startPostgres(options);
  if (server) return server;
  if (process.env.CI) throw new Error("PostgreSQL is required in CI: run scripts/ensure-system-deps.mjs first.");
  console.warn(`PostgreSQL is not installed: ${suite} run on PGlite only.`);
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPostgres();
  if (!server) {
    console.error("PostgreSQL is not installed (apt-get install postgresql).");
    process.exit(1);
  }
  console.log(`PostgreSQL ready: ${server.url} (Ctrl-C to stop)`);
  process.on("SIGINT", async () => {
    await server.stop();
    process.exit(0);
  });
}
