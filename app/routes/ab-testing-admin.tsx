import { AdminGuard } from "~/components/admin/admin-guard";
import { ConsoleHeader } from "~/components/admin/console-header";
import { ExperimentsAdmin } from "~/components/experiments-admin/experiments-admin";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({
    title: "A/B testing admin",
    description: "Hero experiments.",
    path: "/ab-testing-admin",
    noindex: true,
  });
}

/** The experiments admin (R-OPEN-11), admins only (R-OPEN-12). */
export default function AbTestingAdminPage() {
  return (
    <AdminGuard>
      <div className="min-h-dvh bg-ink-50">
        <ConsoleHeader />
        <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6" data-testid="experiments-admin">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-950">Experiments</h1>
          <p className="mt-1 max-w-4xl text-ink-600">
            Visitors are spread evenly over the active experiments; mark one as the control to compare the others with.
            An experiment changes the hero&apos;s headline, sub-headline and button text, and any text left empty shows
            the site&apos;s default.
          </p>
          <ExperimentsAdmin />
        </main>
      </div>
    </AdminGuard>
  );
}
