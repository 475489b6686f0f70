/**
 * The browser tests' ways into the test server behind the page: one query on its database
 * (E2E_DATABASE_URL), a public function called as a visitor of its own, and a site link carrying a
 * signed token, as the e-mails make it.
 */
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { KEY_HEADERS } from "./requests";

/** Runs one query on a connection of its own; its rows. */
export async function e2eQuery<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let visitor = 0;

/**
 * POSTs `data` to the public function `name` from a client address of its own (the per-IP limit
 * stays out of the way), with a fresh CSRF token when `csrf`; its status.
 */
export async function callAsVisitor(
  request: APIRequestContext,
  name: string,
  data: Record<string, unknown>,
  { csrf = false }: { csrf?: boolean } = {},
): Promise<number> {
  const token = csrf
    ? ((await (await request.get("/functions/v1/csrf-token", { headers: KEY_HEADERS })).json()) as object)
    : {};
  const response = await request.post(`/functions/v1/${name}`, {
    headers: { ...KEY_HEADERS, "x-forwarded-for": `198.51.100.${(visitor++ % 200) + 20}` },
    data: { ...data, ...token },
  });
  return response.status();
}

/** A site path with a signed token in its query, as an e-mail links to it. */
export const pathWithToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;
