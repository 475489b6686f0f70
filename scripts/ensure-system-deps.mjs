// Installs what the browser tests need from Debian when it is missing:
// Chromium (never a downloaded browser build; ARCHITECTURE.md, Tests).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

if (existsSync(CHROMIUM)) {
  console.log(`Chromium present: ${CHROMIUM}`);
} else {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = root ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core`);
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM}; set CHROMIUM_PATH to its location.`);
    process.exit(1);
  }
}
