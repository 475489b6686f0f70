// Installs what the tests need from Debian when it is missing: Chromium for the
// browser tests (never a downloaded browser build) and PostgreSQL for the API
// tests (docs/architecture.md).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "../tests/support/chromium.mjs";
import { findPostgresBin } from "../tests/support/postgres.mjs";

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

const hasPostgres = () => findPostgresBin() !== null;

const missing = [];
if (!existsSync(CHROMIUM)) missing.push("chromium", "fonts-dejavu-core");
if (!hasPostgres() && process.env.SKIP_POSTGRES !== "1") missing.push("postgresql");

if (missing.length === 0) {
  console.log(`System dependencies present: ${CHROMIUM}, PostgreSQL`);
} else {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = root ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq --no-install-recommends ${missing.join(" ")}`);
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}; set CHROMIUM_PATH to its location.`);
    process.exit(1);
  }
}
