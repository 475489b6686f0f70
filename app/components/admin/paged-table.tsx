/**
 * A page of an admin list on screen: the error state, the table (one row
 * saying so when there is nothing) and the pagination under it; and the
 * read-only logs built on it.
 */
import { useState, type ReactNode } from "react";
import type { Page } from "@core/admin-api";
import { adminUrl, useAdminData, type AdminData } from "~/features/admin/admin-api";
import { EmptyRow, ErrorState, Pagination, Panel, Table } from "./parts";

type TableProps<Row> = {
  head: string[];
  /** What the empty table says. */
  empty: string;
  /** The rows' name in the pagination ("3 of 40 subscribers"). */
  noun: string;
  renderRow: (row: Row) => ReactNode;
};

export function PagedTable<Row>({
  result,
  caption,
  onPage,
  head,
  empty,
  noun,
  renderRow,
  cards = false,
}: TableProps<Row> & {
  result: AdminData<Page<Row>>;
  caption: string;
  onPage: (page: number) => void;
  /** Rows as cards under 640 px (Table's `cards`). */
  cards?: boolean | undefined;
}) {
  const { data, error, loading, reload } = result;
  return (
    <>
      {error ? <ErrorState message={error} onRetry={reload} /> : null}
      <Table caption={caption} head={head} busy={loading} cards={cards}>
        {data?.rows.length === 0 ? <EmptyRow columns={head.length}>{empty}</EmptyRow> : null}
        {data?.rows.map(renderRow)}
      </Table>
      {data ? (
        <Pagination page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} noun={noun} />
      ) : null}
    </>
  );
}

/** A log the admin only reads (the audit log, security reports): newest first, a page at a time. */
export function LogPanel<Row>({
  path,
  title,
  description,
  ...table
}: TableProps<Row> & { path: string; title: string; description: string }) {
  const [page, setPage] = useState(1);
  const result = useAdminData<Page<Row>>(adminUrl(path, { page }));
  return (
    <Panel title={title} description={description}>
      <PagedTable result={result} caption={title} onPage={setPage} {...table} />
    </Panel>
  );
}
