import type { ChildProcess } from "node:child_process";

export const repoRoot: string;
export function buildStaleness(root?: string): string | null;
export function ensureBuild(options?: { root?: string; log?: (message: string) => void }): boolean;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type BuiltServer = {
  child: ChildProcess;
  pid: number | undefined;
  port: number;
  origin: string;
  exited: Promise<Exit>;
  output(): string;
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
};
export function startBuiltServer(options?: {
  env?: Record<string, string>;
  entry?: string;
  root?: string;
  readyTimeoutMs?: number;
}): Promise<BuiltServer>;
