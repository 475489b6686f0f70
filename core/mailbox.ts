/**
 * The mailbox an address reaches (R-SAFE-23): what every count of an address counts by, so that
 * spellings of one inbox count as one. The address lower-cased; its `+tag` dropped (RFC 5233
 * subaddressing: Gmail and Google Workspace, Outlook.com and Microsoft 365, iCloud, Proton,
 * Fastmail and the usual Postfix and Exim set-ups deliver `name+tag` to `name`, and an
 * address whose server does not is merely counted with its base name's); and at Gmail, whose
 * local parts ignore dots and whose two domains are one, the dots dropped and `googlemail.com`
 * read as `gmail.com`. It names a count, never where mail goes: mail is sent to the address as given.
 */

/** Gmail's domains, the first the one the others mean; its local parts ignore dots. */
const GMAIL_DOMAINS = ["gmail.com", "googlemail.com"];

/** The mailbox `email` reaches, in one spelling: `J.Smith+News@GoogleMail.com` → `jsmith@gmail.com`. */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.includes(domain)) {
    local = local.replaceAll(".", "");
    domain = GMAIL_DOMAINS[0]!;
  }
  return `${local}@${domain}`;
}
