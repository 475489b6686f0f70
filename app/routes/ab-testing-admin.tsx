import { PageHeader } from "~/components/layout/page-header";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({ title: "A/B testing admin", description: "Hero experiments.", path: "/ab-testing-admin", noindex: true });
}

/** The experiments admin (spec §6). Guarded and built in the experiments issue; shows no data before then. */
export default function AbTestingAdminPage() {
  return <PageHeader title="A/B testing admin" lead="Experiment management is not available yet." />;
}
