/**
 * The team's daily digest of signups (R-FOLLOW-33): one Gulf day's newsletter
 * signups, waitlist entries and renewal reminders, counted and listed with
 * full addresses (it goes only to the team's own support address), and the
 * day's funnel (R-FUNNEL-75). A day without signups still gets its one line,
 * so a missing digest means a fault.
 */
import { Heading, Section, Text } from "@react-email/components";
import { gulfDateTime } from "../../core/gulf-time";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { FunnelLines, type FunnelMailFigures } from "./funnel-report";
import { BRAND, MailLayout, linkStyle, textStyle } from "./layout";
import { renderMail } from "./render.server";

export type DigestSignup = { email: string; detail: string; createdAt: Date };

export type Digest = {
  /** YYYY-MM-DD, the Gulf day it covers. */
  day: string;
  newsletter: DigestSignup[];
  waitlist: DigestSignup[];
  reminders: DigestSignup[];
  /** The day's funnel (R-FUNNEL-75): visitors, hand-offs, quotes started and policies. */
  funnel: FunnelMailFigures;
};

const GROUPS = [
  { key: "newsletter", title: "Newsletter" },
  { key: "waitlist", title: "Android waitlist" },
  { key: "reminders", title: "Renewal reminders" },
] as const;

/** "Tuesday, 3 March 2026" for the day's own date (no time zone shift: it is a calendar day). */
export function digestDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export const digestTotal = (digest: Digest) =>
  digest.newsletter.length + digest.waitlist.length + digest.reminders.length;

function Group({ title, signups }: { title: string; signups: DigestSignup[] }) {
  return (
    <Section style={{ margin: "0 0 20px" }}>
      <Heading as="h2" style={{ color: BRAND.ink950, fontSize: "18px", lineHeight: "26px", margin: "0 0 8px" }}>
        {title}: {signups.length}
      </Heading>
      {signups.map((signup, i) => (
        // A long address breaks anywhere rather than widening a phone's screen.
        <Text
          key={i}
          style={{
            ...textStyle,
            fontSize: "15px",
            lineHeight: "22px",
            margin: "0 0 6px",
            wordBreak: "break-word",
            overflowWrap: "anywhere",
          }}
        >
          <a href={`mailto:${signup.email}`} style={linkStyle}>
            {signup.email}
          </a>
          <span style={{ color: BRAND.ink500 }}>
            {" · "}
            {signup.detail} · {gulfDateTime(signup.createdAt)}
          </span>
        </Text>
      ))}
    </Section>
  );
}

export function DailyDigestEmail({ digest }: { digest: Digest }) {
  const total = digestTotal(digest);
  const label = digestDayLabel(digest.day);
  return (
    <MailLayout preview={total === 0 ? `No new signups on ${label}` : `${total} new signups on ${label}`}>
      <Heading as="h1" style={{ color: BRAND.ink950, fontSize: "22px", lineHeight: "30px", margin: "0 0 8px" }}>
        Signups on {label}
      </Heading>
      {total === 0 ? (
        <Text style={textStyle}>No new signups on {label} (Gulf time).</Text>
      ) : (
        <>
          <Text style={{ ...textStyle, color: BRAND.ink500 }}>
            {total} in all, midnight to midnight Gulf time. Addresses are in full: this digest goes only to{" "}
            {siteConfig.supportEmail}.
          </Text>
          {GROUPS.map((group) => (
            <Group key={group.key} title={group.title} signups={digest[group.key]} />
          ))}
        </>
      )}
      <FunnelLines title={`Funnel on ${label}`} figures={digest.funnel} />
      <Text style={{ ...textStyle, color: BRAND.ink500, fontSize: "14px", margin: 0 }}>
        Every list is in the admin:{" "}
        <a href={`${siteConfig.origin}/admin`} style={linkStyle}>
          {new URL(siteConfig.origin).hostname}/admin
        </a>
      </Text>
    </MailLayout>
  );
}

export async function dailyDigestMail(digest: Digest): Promise<OutgoingMail> {
  const total = digestTotal(digest);
  return {
    to: siteConfig.supportEmail,
    subject: `[Website signups] ${digest.day}: ${total === 0 ? "no new signups" : `${total} new`}`,
    // The team's own report, not a mailing: nothing to unsubscribe from.
    directReply: true,
    ...(await renderMail(<DailyDigestEmail digest={digest} />)),
  };
}
