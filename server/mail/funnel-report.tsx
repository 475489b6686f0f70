/**
 * The funnel's lines in the team's e-mails (R-FUNNEL-75, 76): the daily digest's "yesterday" and
 * the weekly report's week (server/mail/weekly-report.tsx). The same numbers the Funnel tab shows for the same days
 * (server/db/queries/funnel.ts), and what the broker reported in them whatever day its hand-off was.
 */
import { Heading, Section, Text } from "@react-email/components";
import type { FunnelCounts, FunnelRate } from "../../core/admin-api";
import { BRAND, textStyle } from "./layout";

/** A period's funnel as the e-mails tell it. */
export type FunnelMailFigures = {
  counts: FunnelCounts;
  /** Quotes started and policies the broker reported on these days, from hand-offs of any day. */
  reported: { quotesStarted: number; policies: number; premiumAed: number };
};

export const count = (value: number) => value.toLocaleString("en");
export const aed = (value: number) =>
  `${value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AED`;
export const rateText = (rate: FunnelRate) =>
  rate
    ? `${(rate.rate * 100).toFixed(1)}% (95%: ${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)}%)`
    : "–";

export const lineStyle = { ...textStyle, fontSize: "15px", lineHeight: "22px", margin: "0 0 4px" };

/** "Visitors: 120", … one line each, then what the broker reported. */
export function FunnelLines({ title, figures }: { title: string; figures: FunnelMailFigures }) {
  const { counts, reported } = figures;
  const lines: [string, string][] = [
    ["Visitors", count(counts.visitors)],
    ["Quote hand-offs", `${count(counts.handoffs)} (${count(counts.whatsapp)} by WhatsApp)`],
    ["Quotes started", count(counts.quotesStarted)],
    ["Policies", `${count(counts.policies)} (${aed(counts.premiumAed)})`],
  ];
  return (
    <Section style={{ margin: "0 0 20px" }}>
      <Heading as="h2" style={{ color: BRAND.ink950, fontSize: "18px", lineHeight: "26px", margin: "0 0 8px" }}>
        {title}
      </Heading>
      {lines.map(([label, value]) => (
        <Text key={label} style={lineStyle}>
          {label}: {value}
        </Text>
      ))}
      <Text style={{ ...lineStyle, color: BRAND.ink500, fontSize: "14px", margin: "8px 0 0" }}>
        Quotes and policies are those of these hand-offs so far. The broker also reported{" "}
        {count(reported.quotesStarted)} quotes started and {count(reported.policies)} policies (
        {aed(reported.premiumAed)}) on these days, from hand-offs of any day.
      </Text>
    </Section>
  );
}
