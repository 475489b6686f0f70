export type Postgres = {
  url: string;
  port: number;
  pid: number | undefined;
  /** Stops the server and keeps its data, as an outage would. */
  pause(): void;
  /** Starts it again on the same data folder and port. */
  resume(): void;
  stop(): Promise<void>;
};
export function findPostgresBin(): string | null;
export function startPostgres(options?: { port?: number }): Promise<Postgres | null>;
export function startRequiredPostgres(suite: string, options?: { port?: number }): Promise<Postgres | null>;
export function createDatabases(url: string, names: string[]): Promise<string[]>;
