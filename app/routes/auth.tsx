import { siteConfig } from "@site-config";
import { PageHeader } from "~/components/layout/page-header";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta({ title: "Sign in", description: `Sign in to the ${siteConfig.name} team area.`, path: "/auth", noindex: true });
}

/** The team's login (spec §2, §6). Accounts and the form arrive with the admin issue. */
export default function AuthPage() {
  return (
    <PageHeader
      title="Sign in"
      lead={`This area is for the ${siteConfig.name} team. Sign-in opens with the admin dashboard; drivers manage their account in the app.`}
    />
  );
}
