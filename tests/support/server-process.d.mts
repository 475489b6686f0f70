import type { ChildProcess } from "node:child_process";

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type ServerProcess = {
  child: ChildProcess;
  pid: number | undefined;
  port: number;
  origin: string;
  exited: Promise<Exit>;
  output(): string;
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
};
export function startServerProcess(options?: {
  env?: Record<string, string>;
  entry?: string;
  root?: string;
  readyTimeoutMs?: number;
}): Promise<ServerProcess>;
