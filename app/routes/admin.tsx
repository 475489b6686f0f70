import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { AdminGuard } from "~/components/admin/admin-guard";
import { AuditPanel } from "~/components/admin/audit-panel";
import { SubscribersPanel, WaitlistPanel } from "~/components/admin/audience-panels";
import { ConsoleHeader } from "~/components/admin/console-header";
import { CspReportsPanel } from "~/components/admin/csp-reports-panel";
import { EnquiriesPanel } from "~/components/admin/enquiries-panel";
import { FunnelPanel } from "~/components/admin/funnel-panel";
import { OutboxPanel } from "~/components/admin/outbox-panel";
import { OverviewPanel } from "~/components/admin/overview-panel";
import { PrivacyPanel } from "~/components/admin/privacy-panel";
import { RemindersPanel } from "~/components/admin/reminders-panel";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({ title: "Leads", description: "The leads dashboard.", path: "/admin", noindex: true });
}

const TABS = [
  { value: "overview", label: "Overview", panel: OverviewPanel },
  // R-FUNNEL-70: visitors → hand-offs → quotes → policies.
  { value: "funnel", label: "Funnel", panel: FunnelPanel },
  { value: "enquiries", label: "Contact enquiries", panel: EnquiriesPanel },
  { value: "subscribers", label: "Newsletter subscribers", panel: SubscribersPanel },
  { value: "waitlist", label: "Android waitlist", panel: WaitlistPanel },
  { value: "reminders", label: "Reminders", panel: RemindersPanel },
  { value: "outbox", label: "Outbox", panel: OutboxPanel },
  { value: "privacy", label: "Privacy requests", panel: PrivacyPanel },
  { value: "audit", label: "Audit log", panel: AuditPanel },
  { value: "security", label: "Security reports", panel: CspReportsPanel },
] as const;

type TabValue = (typeof TABS)[number]["value"];

/** The leads dashboard (R-OPEN-10): admins only, on both sides (R-OPEN-12). */
export default function AdminPage() {
  return (
    <AdminGuard>
      <LeadsDashboard />
    </AdminGuard>
  );
}

function LeadsDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = TABS.some((entry) => entry.value === requested) ? (requested as TabValue) : "overview";

  return (
    <div className="min-h-dvh bg-ink-50">
      <ConsoleHeader />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-950">Leads</h1>
        <p className="mt-1 text-ink-600">What drivers sent us through the website. Times are Gulf Standard Time.</p>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams(value === "overview" ? {} : { tab: value }, { replace: true })}
          className="mt-6"
        >
          <Tabs.List
            aria-label="Leads"
            className="flex gap-1 overflow-x-auto rounded-2xl bg-white p-1 shadow-sm ring-1 ring-ink-100"
          >
            {TABS.map((entry) => (
              <Tabs.Trigger
                key={entry.value}
                value={entry.value}
                className="shrink-0 rounded-xl px-4 py-2 text-sm font-semibold text-ink-700 transition-colors hover:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-600 data-[state=active]:bg-ink-900 data-[state=active]:text-white"
              >
                {entry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Content key={entry.value} value={entry.value} className="mt-6 focus-visible:outline-none">
              <entry.panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}
