/**
 * /api/admin/funnel (R-FUNNEL-70..74): the funnel of a period broken down by one dimension, and
 * `/export.csv`, the same table for a spreadsheet (audited like every export). Nothing in it names
 * a person: visitors are counted by a hash that changes every day, hand-offs by their dimensions.
 */
import { Hono } from "hono";
import { FUNNEL_BREAKDOWN_INFO, type FunnelRate, type FunnelReport, type FunnelRow } from "../../core/admin-api";
import { funnelQuerySchema, type FunnelQuery } from "../../core/schemas/admin";
import type { Database } from "../db/client.server";
import { defaultFunnelPeriod, funnelReport } from "../db/queries/funnel";
import { validate } from "../validate.server";
import { recordAudit } from "./audit.server";
import { csvResponse, toCsv, type CsvColumns } from "./csv.server";
import type { AdminEnv } from "./guard.server";

/** A rate in a spreadsheet: a fraction to four places (0.0345 is 3.45%), empty when there is none. */
const fraction = (value: number | undefined) => (value === undefined ? "" : value.toFixed(4));

const RATE_COLUMNS: [string, keyof FunnelRow & `${string}Rate`][] = [
  ["handoff_rate", "handoffRate"],
  ["quote_start_rate", "startRate"],
  ["policy_rate", "policyRate"],
  ["visitor_policy_rate", "visitorPolicyRate"],
];

/** The CSV's columns for a breakdown: the row's name (one column per part), its counts, its rates with their 95% intervals. */
export function funnelCsvColumns(report: Pick<FunnelReport, "breakdown">): CsvColumns<FunnelRow> {
  const columns: CsvColumns<FunnelRow> = {};
  FUNNEL_BREAKDOWN_INFO[report.breakdown].columns.forEach((name, index) => {
    columns[name.toLowerCase().replaceAll(" ", "_")] = (row) => row.values[index] ?? "";
  });
  Object.assign(columns, {
    visitors: "visitors",
    quote_handoffs: "handoffs",
    whatsapp_handoffs: "whatsapp",
    quotes_started: "quotesStarted",
    policies: "policies",
    premium_aed: (row: FunnelRow) => row.premiumAed.toFixed(2),
  } satisfies CsvColumns<FunnelRow>);
  for (const [name, key] of RATE_COLUMNS) {
    const rate = (row: FunnelRow): FunnelRate => row[key];
    columns[name] = (row) => fraction(rate(row)?.rate);
    columns[`${name}_low_95`] = (row) => fraction(rate(row)?.low);
    columns[`${name}_high_95`] = (row) => fraction(rate(row)?.high);
  }
  return columns;
}

export function funnelRoutes({ db, now }: { db: Database; now: () => number }) {
  const app = new Hono<AdminEnv>();
  const read = (query: FunnelQuery) => {
    const period = defaultFunnelPeriod(now());
    return funnelReport(db, { from: query.from ?? period.from, to: query.to ?? period.to, by: query.by });
  };
  app.get("/", validate("query", funnelQuerySchema), async (c) => c.json(await read(c.req.valid("query"))));
  app.get("/export.csv", validate("query", funnelQuerySchema), async (c) => {
    const report = await read(c.req.valid("query"));
    await recordAudit(db, c.get("admin"), "funnel.export", null, {
      rows: report.rows.length,
      from: report.from,
      to: report.to,
      by: report.breakdown,
    });
    // The table's rows, then its total (the rolled-up days' visitors are in it, in no row).
    const total: FunnelRow = {
      ...report.totals,
      values: FUNNEL_BREAKDOWN_INFO[report.breakdown].columns.map((_, index) => (index === 0 ? "Total" : null)),
    };
    return csvResponse(
      toCsv([...report.rows, total], funnelCsvColumns(report)),
      `funnel-${report.breakdown}-${report.from}-to-${report.to}.csv`,
    );
  });
  return app;
}
