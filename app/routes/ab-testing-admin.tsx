import { AdminGuard } from "~/components/admin/admin-guard";
import { ConsoleHeader } from "~/components/admin/console-header";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({ title: "A/B testing admin", description: "Hero experiments.", path: "/ab-testing-admin", noindex: true });
}

/** The experiments admin (R-OPEN-11), admins only (R-OPEN-12). */
export default function AbTestingAdminPage() {
  return (
    <AdminGuard>
      <div className="min-h-dvh bg-ink-50">
        <ConsoleHeader />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6" data-testid="experiments-admin">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-950">Experiments</h1>
          <p className="mt-1 text-ink-600">Hero A/B experiments. Creating and editing them is being built; no experiment runs yet.</p>
        </main>
      </div>
    </AdminGuard>
  );
}
