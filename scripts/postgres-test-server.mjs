// A throwaway PostgreSQL server for the API tests (Debian's postgresql package):
// a fresh cluster in a temporary folder, on a private port and socket, removed after.
// Used by Vitest's global setup; `node scripts/postgres-test-server.mjs` runs it by hand.
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

export async function startPostgres({ port = Number(process.env.TEST_POSTGRES_PORT ?? 54329) } = {}) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "drivebee-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const [initCmd, initArgs] = asUser(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  execFileSync(initCmd, initArgs, { stdio: "ignore" });
  const [cmd, args] = asUser(join(bin, "postgres"), [
    "-D",
    data,
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
  ]);
  const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import("pg")).default;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      return {
        url,
        bin,
        dir,
        port,
        async stop() {
          // pg_ctl waits for the shutdown; a signal to runuser may not reach postgres.
          const [stopCmd, stopArgs] = asUser(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w", "-t", "20"]);
          try {
            execFileSync(stopCmd, stopArgs, { stdio: "ignore" });
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
        pid: child.pid,
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`PostgreSQL did not start:\n${log}`);
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
