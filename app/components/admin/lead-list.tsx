/**
 * One lead list on screen (enquiries, subscribers, the waitlist): page,
 * search text and one filter in state, the toolbar, the table with its empty
 * and error states, pagination and the CSV export of what is shown.
 */
import { useState, type ReactNode } from "react";
import type { Page } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { PagedTable } from "./paged-table";
import { ExportLink, FilterSelect, Panel, SearchBox, Toolbar, filterOptions } from "./parts";

export function useLeadList<Row, Filter extends string, View extends string = never>(
  path: string,
  filterKey: string,
  /** A second filter, the list's views, and the one it opens with (from the page's address). */
  views?: { key: string; initial?: View | "" },
) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [filter, setFilterValue] = useState<Filter | "">("");
  const [view, setViewValue] = useState<View | "">(views?.initial ?? "");
  const query = { q, [filterKey]: filter, ...(views ? { [views.key]: view } : {}) };
  const result = useAdminData<Page<Row>>(adminUrl(path, { page, ...query }));
  return {
    ...result,
    setPage,
    filtered: Boolean(q || filter || view),
    filter,
    view,
    setView: (value: View | "") => {
      setViewValue(value);
      setPage(1);
    },
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

export type LeadList<Row, Filter extends string, View extends string = never> = ReturnType<
  typeof useLeadList<Row, Filter, View>
>;

export function LeadPanel<Row extends { id: string }, Filter extends string, View extends string = never>({
  list,
  title,
  description,
  noun,
  // After `noun`: the default names it.
  search = { label: `Search ${noun}`, placeholder: "Email address" },
  statuses,
  view,
  head,
  cards,
  empty,
  renderRow,
  children,
}: {
  list: LeadList<Row, Filter, View>;
  title: string;
  description: string;
  /** The search box: "Search <noun>" for an e-mail address unless it says otherwise. */
  search?: { label: string; placeholder: string };
  /** The statuses the list is filtered by, and their names; "All" comes first. */
  statuses: Record<Filter, string>;
  /** A second filter (the desk's views), "All" first. */
  view?: { label: string; labels: Record<View, string> };
  head: string[];
  /** Under 640 px each row is a card: the table's head is hidden and rows lay out their own labels. */
  cards?: boolean;
  /** The rows' name in the pagination ("3 of 40 subscribers") and when a search finds none ("No subscribers match."). */
  noun: string;
  /** What the list says before it has any rows. */
  empty: string;
  renderRow: (row: Row) => ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}) {
  return (
    <Panel title={title} description={description} actions={<ExportLink href={list.exportUrl} label="Export CSV" />}>
      <Toolbar>
        <SearchBox label={search.label} placeholder={search.placeholder} onSearch={list.search} />
        <FilterSelect label="Status" value={list.filter} options={filterOptions(statuses)} onChange={list.setFilter} />
        {view ? (
          <FilterSelect
            label={view.label}
            value={list.view}
            options={filterOptions(view.labels)}
            onChange={list.setView}
          />
        ) : null}
      </Toolbar>
      <PagedTable
        result={list}
        caption={title}
        onPage={list.setPage}
        head={head}
        empty={list.filtered ? `No ${noun} match.` : empty}
        noun={noun}
        renderRow={renderRow}
        cards={cards}
      />
      {children}
    </Panel>
  );
}
