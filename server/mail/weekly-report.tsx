/**
 * The team's weekly report (R-FUNNEL-76), every Sunday at 08:00 Gulf time to the support
 * address: the week's funnel (Sunday to Saturday), its rates with their 95% intervals, the top
 * sources and the leads, from the same queries as the Funnel tab.
 */
import { Heading, Section, Text } from "@react-email/components";
import type { FunnelReport } from "../../core/admin-api";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { digestDayLabel } from "./daily-digest";
import { count, FunnelLines, lineStyle, rateText, type FunnelMailFigures } from "./funnel-report";
import { BRAND, MailLayout, linkStyle, textStyle } from "./layout";
import { renderMail } from "./render.server";

/** The weekly report's data: the week, its funnel by source, and what the broker reported in it. */
export type WeeklyReport = {
  report: FunnelReport;
  reported: FunnelMailFigures["reported"];
  /** The busiest sources (by visitors), at most FUNNEL.weeklyTopSources. */
  topSources: FunnelReport["rows"];
};

export function WeeklyReportEmail({ weekly }: { weekly: WeeklyReport }) {
  const { report, reported, topSources } = weekly;
  const period = `${digestDayLabel(report.from)} to ${digestDayLabel(report.to)}`;
  return (
    <MailLayout preview={`${count(report.totals.visitors)} visitors, ${count(report.totals.policies)} policies`}>
      <Heading as="h1" style={{ color: BRAND.ink950, fontSize: "22px", lineHeight: "30px", margin: "0 0 8px" }}>
        The week's funnel
      </Heading>
      <Text style={{ ...textStyle, color: BRAND.ink500 }}>{period}, Gulf time.</Text>
      <FunnelLines title="Visitors to policies" figures={{ counts: report.totals, reported }} />
      <Section style={{ margin: "0 0 20px" }}>
        <Heading as="h2" style={{ color: BRAND.ink950, fontSize: "18px", lineHeight: "26px", margin: "0 0 8px" }}>
          Rates
        </Heading>
        <Text style={lineStyle}>Hand-offs per visitor: {rateText(report.totals.handoffRate)}</Text>
        <Text style={lineStyle}>Quotes started per online hand-off: {rateText(report.totals.startRate)}</Text>
        <Text style={lineStyle}>Policies per quote started: {rateText(report.totals.policyRate)}</Text>
      </Section>
      <Section style={{ margin: "0 0 20px" }}>
        <Heading as="h2" style={{ color: BRAND.ink950, fontSize: "18px", lineHeight: "26px", margin: "0 0 8px" }}>
          Top sources
        </Heading>
        {topSources.length === 0 ? (
          <Text style={lineStyle}>No visits or hand-offs this week.</Text>
        ) : (
          topSources.map((row, index) => (
            <Text key={index} style={{ ...lineStyle, wordBreak: "break-word", overflowWrap: "anywhere" }}>
              {index + 1}. {row.values[0] ?? "(no campaign source)"}: {count(row.visitors)} visitors,{" "}
              {count(row.handoffs)} hand-offs, {count(row.policies)} policies
            </Text>
          ))
        )}
      </Section>
      <Section style={{ margin: "0 0 20px" }}>
        <Heading as="h2" style={{ color: BRAND.ink950, fontSize: "18px", lineHeight: "26px", margin: "0 0 8px" }}>
          Leads
        </Heading>
        <Text style={lineStyle}>
          Newsletter {count(report.leads.newsletter)} · Android waitlist {count(report.leads.waitlist)} · Renewal
          reminders {count(report.leads.reminders)} · Enquiries {count(report.leads.enquiries)}
        </Text>
      </Section>
      <Text style={{ ...textStyle, color: BRAND.ink500, fontSize: "14px", margin: 0 }}>
        Every breakdown is in the admin:{" "}
        <a href={`${siteConfig.origin}/admin?tab=funnel`} style={linkStyle}>
          {new URL(siteConfig.origin).hostname}/admin
        </a>
      </Text>
    </MailLayout>
  );
}

export async function weeklyReportMail(weekly: WeeklyReport): Promise<OutgoingMail> {
  const { totals, from, to } = weekly.report;
  return {
    to: siteConfig.supportEmail,
    subject: `[Website funnel] ${from} to ${to}: ${count(totals.visitors)} visitors, ${count(totals.handoffs)} hand-offs, ${count(totals.policies)} policies`,
    // The team's own report, not a mailing: nothing to unsubscribe from.
    directReply: true,
    ...(await renderMail(<WeeklyReportEmail weekly={weekly} />)),
  };
}
