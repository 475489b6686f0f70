import { PageHeader } from "~/components/layout/page-header";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({ title: "Admin", description: "Leads dashboard.", path: "/admin", noindex: true });
}

/** The leads dashboard (spec §6). Guarded and built in the admin issue; shows no data before then. */
export default function AdminPage() {
  return <PageHeader title="Admin" lead="The leads dashboard is not available yet." />;
}
