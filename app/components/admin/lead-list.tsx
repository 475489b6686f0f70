/**
 * One lead list on screen (enquiries, subscribers, the waitlist): page,
 * search text and one filter in state, the toolbar, the table with its empty
 * and error states, pagination and the CSV export of what is shown.
 */
import { useState, type ReactNode } from "react";
import type { Page } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { PagedTable } from "./paged-table";
import { ExportLink, FilterSelect, Panel, SearchBox, Toolbar } from "./parts";

export function useLeadList<Row, Filter extends string>(path: string, filterKey: string) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [filter, setFilterValue] = useState<Filter | "">("");
  const query = { q, [filterKey]: filter };
  const result = useAdminData<Page<Row>>(adminUrl(path, { page, ...query }));
  return {
    ...result,
    setPage,
    filtered: Boolean(q || filter),
    filter,
    /** The CSV export of the current search and filter. */
    exportUrl: adminUrl(`${path}/export.csv`, query),
    // A new search or filter starts again at page 1.
    search: (value: string) => {
      setQ(value);
      setPage(1);
    },
    setFilter: (value: Filter | "") => {
      setFilterValue(value);
      setPage(1);
    },
  };
}

export type LeadList<Row, Filter extends string> = ReturnType<typeof useLeadList<Row, Filter>>;

export function LeadPanel<Row extends { id: string }, Filter extends string>({
  list,
  title,
  description,
  search,
  filter,
  head,
  noun,
  empty,
  renderRow,
  children,
}: {
  list: LeadList<Row, Filter>;
  title: string;
  description: string;
  search: { label: string; placeholder: string };
  /** The filter's values and their names; "All" comes first. */
  filter: { label: string; labels: Record<Filter, string> };
  head: string[];
  /** The rows' name in the pagination ("3 of 40 subscribers"). */
  noun: string;
  empty: { none: string; filtered: string };
  renderRow: (row: Row) => ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}) {
  const options = [
    { value: "" as const, label: "All" },
    ...Object.entries<string>(filter.labels).map(([value, label]) => ({ value: value as Filter, label })),
  ];
  return (
    <Panel title={title} description={description} actions={<ExportLink href={list.exportUrl} label="Export CSV" />}>
      <Toolbar>
        <SearchBox label={search.label} placeholder={search.placeholder} onSearch={list.search} />
        <FilterSelect label={filter.label} value={list.filter} options={options} onChange={list.setFilter} />
      </Toolbar>
      <PagedTable
        result={list}
        caption={title}
        onPage={list.setPage}
        head={head}
        empty={list.filtered ? empty.filtered : empty.none}
        noun={noun}
        renderRow={renderRow}
      />
      {children}
    </Panel>
  );
}
