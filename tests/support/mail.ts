import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export type MailCatcherOptions = {
  /** Listen on this port (0: any free one). */
  port?: number;
  /**
   * Answer each message's DATA this much later. A message counts as received
   * only if the sender is still connected then, as a real server accepts a
   * message only with its answer: a sender killed meanwhile has not sent it.
   */
  acceptAfterMs?: number;
  /**
   * Recipients this server refuses at RCPT TO, as a mail server refuses a
   * mailbox it does not have: "550 Mailbox <address> unavailable".
   */
  rejectRecipients?: readonly string[];
};

/** A local SMTP server that keeps every message it receives, for the mail the API sends. */
export async function startMailCatcher({
  port = 0,
  acceptAfterMs = 0,
  rejectRecipients = [],
}: MailCatcherOptions = {}) {
  const rejected = new Set(rejectRecipients.map((address) => address.toLowerCase()));
  const received: string[] = [];
  /** Messages whose DATA arrived and whose answer is not sent yet. */
  let accepting = 0;
  const closedSessions = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onClose(session) {
      closedSessions.add(session.id);
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase()))
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        const accept = () => {
          accepting -= 1;
          if (closedSessions.has(session.id)) return;
          received.push(data);
          callback();
        };
        accepting += 1;
        if (acceptAfterMs > 0) setTimeout(accept, acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const address = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    /** Messages waiting for their answer (see `acceptAfterMs`). */
    accepting: () => accepting,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** A header of a raw message (the first of that name, unfolded), or undefined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The enquiry id each alert names ("Enquiry <uuid>" in its plain-text part). */
export function alertedEnquiryIds(messages: readonly string[]): string[] {
  return messages.map((raw) => /Enquiry ([0-9a-f-]{36})/.exec(raw)?.[1] ?? "none");
}

/**
 * An SMTP server that is down: it takes each connection and closes it at
 * once, noting when. Stop it and start a catcher on `port` to bring mail back
 * (or start it on the `port` a catcher had, to take mail away).
 * With `sayWhom`, it first hears the sender out to the recipient and then
 * answers "421 Service not available" and closes, as a server going down for
 * maintenance does: each try is noted with whom it was for (`tries`), so the
 * retries of several messages can be told apart.
 */
export async function startRefusingSmtp({ sayWhom = false, port = 0 }: { sayWhom?: boolean; port?: number } = {}) {
  const attempts: number[] = [];
  const tries: { at: number; to: string }[] = [];
  const server = createServer((socket) => {
    const at = Date.now();
    attempts.push(at);
    if (!sayWhom) {
      socket.destroy();
      return;
    }
    let buffer = "";
    socket.on("error", () => {});
    socket.write("220 refusing ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let end;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const recipient = /^RCPT TO:\s*<([^>]*)>/i.exec(line);
        if (recipient) {
          tries.push({ at, to: recipient[1]!.toLowerCase() });
          socket.end("421 4.3.2 Service not available, closing transmission channel\r\n");
          return;
        }
        socket.write(/^QUIT/i.test(line) ? "221 bye\r\n" : "250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.address() as { port: number }).port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    attempts,
    tries,
    /** When each try for `to` came. */
    triesFor: (to: string) => tries.filter((entry) => entry.to === to.toLowerCase()).map((entry) => entry.at),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's body as written, without quoted-printable's soft line breaks and escapes (ASCII). */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the first link to `path` in a raw message (its parts decoded), or undefined. */
export function linkToken(raw: string, path: string): string | undefined {
  const escaped = path.replace(/[/.]/g, "\\$&");
  return new RegExp(`https://drivebee\\.ae${escaped}\\?token=([\\w.-]+)`).exec(decodedBody(raw))?.[1];
}

/** The messages addressed to `to`. */
export function mailTo(messages: readonly string[], to: string): string[] {
  return messages.filter((raw) => mailHeader(raw, "To") === to);
}

/** A MIME encoded-word header ("=?UTF-8?B?…?=", one or several) as text. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The text of a raw message's `text/plain` or `text/html` part, decoded from base64 or quoted-printable as UTF-8. */
export function mailPart(raw: string, type: "text/plain" | "text/html"): string {
  // Split on the message's own boundary: a quoted-printable line may begin with "--" too ("--body-->").
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const escaped = boundary?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = escaped ? raw.split(new RegExp(`\\r?\\n--${escaped}(?:--)?(?:\\r?\\n|$)`)) : [raw];
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${type.replace("/", "\\/")}`, "i").test(head)) continue;
    const body = rest.join("\n\n");
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    return body;
  }
  throw new Error(`no ${type} part`);
}
