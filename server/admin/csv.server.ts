/**
 * CSV exports for spreadsheets. Papa Parse does the quoting; we make sure a
 * visitor's text can never run as a formula (CSV injection): any cell that
 * starts with = + - @, a tab or a carriage return, even after spaces, gets a
 * leading apostrophe, which spreadsheets show as plain text.
 */
import Papa from "papaparse";
import { gulfDateTime } from "../../core/gulf-time";

const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

type CsvValue = string | number | boolean | Date | null | undefined;

/** The file's columns in order: header → the row's field of that name, or how to make the cell. */
export type CsvColumns<Row> = Record<string, keyof Row | ((row: Row) => CsvValue)>;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  // Times as the screens show them: Gulf Standard Time.
  if (value instanceof Date) return gulfDateTime(value);
  return typeof value === "string" ? neutralise(value) : String(value);
}

export function toCsv<Row>(rows: readonly Row[], columns: CsvColumns<Row>): string {
  const values = Object.values(columns);
  const data = rows.map((row) =>
    values.map((value) => cell(typeof value === "function" ? value(row) : (row[value] as CsvValue))),
  );
  // A byte-order mark, so Excel reads UTF-8 (Arabic names) correctly; CRLF as RFC 4180 says.
  return `\uFEFF${Papa.unparse({ fields: Object.keys(columns), data }, { newline: "\r\n", quotes: true })}\r\n`;
}

export function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
