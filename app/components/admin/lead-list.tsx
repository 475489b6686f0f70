/** What every lead list shares: page, search text and one filter in state, the data, and the toolbar. */
import { useState } from "react";
import type { Page } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { FilterSelect, SearchBox, Toolbar } from "./parts";

export function useLeadList<Row, Filter extends string>(path: string, filterKey: string) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [filter, setFilterValue] = useState<Filter | "">("");
  const query = { q, [filterKey]: filter };
  const result = useAdminData<Page<Row>>(adminUrl(path, { page, ...query }));
  return {
    ...result,
    setPage,
    q,
    filter,
    /** The current search and filter, for the CSV export link. */
    query,
    // A new search or filter starts again at page 1.
    search(value: string) {
      setQ(value);
      setPage(1);
    },
    setFilter(value: Filter | "") {
      setFilterValue(value);
      setPage(1);
    },
  };
}

export function LeadListToolbar<Filter extends string>({
  searchLabel,
  placeholder,
  filterLabel,
  filter,
  options,
  onSearch,
  onFilter,
}: {
  searchLabel: string;
  placeholder: string;
  filterLabel: string;
  filter: Filter | "";
  options: readonly { value: Filter | ""; label: string }[];
  onSearch: (value: string) => void;
  onFilter: (value: Filter | "") => void;
}) {
  return (
    <Toolbar>
      <SearchBox label={searchLabel} placeholder={placeholder} onSearch={onSearch} />
      <FilterSelect label={filterLabel} value={filter} options={options} onChange={onFilter} />
    </Toolbar>
  );
}
