// The built server as a child process, the one way the browser tests, the
// resilience tests and the bench start and stop it: start `node <entry>` with
// a given environment, wait until it listens, stop it with a signal and learn
// how it exited. Build first with scripts/ensure-build.mjs.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../../scripts/ensure-build.mjs";

// The system's variables a child keeps; the app's configuration never leaks in from the caller's shell.
const SYSTEM_VARIABLES = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ", "SYSTEMROOT"];

function cleanEnv(env) {
  const kept = Object.fromEntries(
    SYSTEM_VARIABLES.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  );
  // A test's server, unless the caller says otherwise.
  return { ...kept, NODE_ENV: "test", ...env };
}

/**
 * Starts `node <entry>` (the built server by default) with `env` on top of
 * the system's variables, and resolves once it prints "listening on".
 * Rejects with its output when it exits or stays silent first.
 */
export function startServerProcess({
  env = {},
  entry = "build/app-server/index.js",
  root = repoRoot,
  readyTimeoutMs = 60_000,
} = {}) {
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: cleanEnv(env),
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
