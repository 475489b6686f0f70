import { useCallback } from "react";
import type { ExperimentResults, ExperimentRow } from "@core/admin-api";
import { adminUrl, useAdminData } from "~/features/admin/admin-api";
import { ExperimentsPanel } from "./experiments-panel";
import { ResultsPanel } from "./results-panel";

/** The experiments list and the hero's results; a save or status change refreshes both. */
export function ExperimentsAdmin() {
  const list = useAdminData<ExperimentRow[]>(adminUrl("/experiments"));
  const results = useAdminData<ExperimentResults>(adminUrl("/experiments/results", { pageLocation: "hero" }));
  const { reload: reloadList } = list;
  const { reload: reloadResults } = results;
  const reloadAll = useCallback(() => {
    reloadList();
    reloadResults();
  }, [reloadList, reloadResults]);

  return (
    <div className="mt-6 grid gap-6">
      <ExperimentsPanel list={list} onChanged={reloadAll} />
      <ResultsPanel results={results} onChanged={reloadAll} />
    </div>
  );
}
