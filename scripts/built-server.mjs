// The built site and server as a child process, for the bench (bench/) and the
// resilience tests (tests/resilience/): build when build/ is missing or older
// than its sources, start build/app-server/index.js with a given environment,
// wait until it listens, stop it with a signal and learn how it exited.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const BUILD_OUTPUTS = ["build/client/index.html", "build/app-server/index.js"];
const BUILD_INPUTS = [
  "app",
  "core",
  "content",
  "server",
  "build-tools",
  "public",
  "site.config.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "scripts/build-server.mjs",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the build must run again, or null when build/ is complete and newer than every source. */
export function buildStaleness(root = repoRoot) {
  const outputs = BUILD_OUTPUTS.map((file) => join(root, file));
  if (outputs.some((file) => !existsSync(file))) return "build/ is missing";
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs `npm run build` when build/ is missing or stale; returns whether it built. */
export function ensureBuild({ root = repoRoot, log = console.log } = {}) {
  const reason = process.env.REBUILD === "1" ? "REBUILD=1" : buildStaleness(root);
  if (!reason) return false;
  log(`Building the site (${reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return true;
}

/** Variables of the app (server/env.server.ts) that must not leak in from the caller's shell. */
const APP_VARIABLES = [
  "NODE_ENV",
  "PORT",
  "HOST",
  "PUBLIC_API_KEY",
  "API_DIRECT_ORIGIN",
  "GA_MEASUREMENT_ID",
  "META_PIXEL_ID",
  "TRUST_PROXY",
  "DATABASE_URL",
  "APP_SECRET",
  "MIGRATE_ON_START",
  "SMTP_URL",
  "SMTP_FROM",
  "CORS_ORIGINS",
  "CLIENT_DIR",
  "STATIC_SERVING",
];

/**
 * Starts `node <entry>` (the built server by default) with `env` on top of a
 * clean copy of this process's environment, and resolves once it prints
 * "listening". Rejects with its output when it exits or stays silent first.
 */
export function startBuiltServer({
  env = {},
  entry = "build/app-server/index.js",
  root = repoRoot,
  readyTimeoutMs = 60_000,
} = {}) {
  const childEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete childEnv[name];
  // A test's server, unless the caller says otherwise.
  Object.assign(childEnv, { NODE_ENV: "test" }, env);
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const handle = {
    child,
    pid: child.pid,
    port: Number(env.PORT),
    origin: `http://${env.HOST ?? "127.0.0.1"}:${env.PORT}`,
    exited,
    output: () => output,
    /** Resolves when the output contains `text` (or rejects after `timeoutMs`). */
    waitForOutput(text, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        if (output.includes(text)) return resolve(undefined);
        const onData = () => {
          if (output.includes(text)) done(resolve);
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no "${text}" within ${timeoutMs} ms; output:\n${output}`))),
          timeoutMs,
        );
        const done = (settle) => {
          clearTimeout(timer);
          child.stdout.off("data", onData);
          child.stderr.off("data", onData);
          settle();
        };
        child.stdout.on("data", onData);
        child.stderr.on("data", onData);
      });
    },
    /** Sends `signal` and resolves with the exit ({code, signal}); SIGKILL after `graceMs`. */
    async stop(signal = "SIGTERM", graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${readyTimeoutMs} ms; output:\n${output}`));
    }, readyTimeoutMs);
    const onData = () => {
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        resolve(handle);
      }
    };
    child.stdout.on("data", onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before listening; output:\n${output}`));
    });
  });
}
