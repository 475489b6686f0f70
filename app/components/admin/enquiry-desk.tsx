/**
 * The lead desk in an enquiry's view (R-DESK-10..12, 20..26): status and owner saved as they
 * change, the reply box with templates in the enquiry's language, the WhatsApp and call links to
 * the visitor's number, notes, and the history of what the team did, each reply with who sent it,
 * when, and where its e-mail is.
 */
import { MessageCircleIcon, PhoneIcon } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { toast } from "sonner";
import type { EnquiryEvent, EnquiryOwner, EnquiryView } from "@core/admin-api";
import { gulfDateTime, replyDueAt } from "@core/gulf-time";
import { fillReplyTemplate, REPLY_TEMPLATES, supportReplyQuoteUrl } from "@core/reply-templates";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUS_VALUES,
  enquiryNoteSchema,
  enquiryReplySchema,
  type EnquiryStatus,
} from "@core/schemas/admin";
import { phoneDigits, siteConfig } from "@site-config";
import { Button, buttonVariants } from "~/components/ui/button";
import { AdminApiError, adminRequest, adminUrl, useAdminData } from "~/features/admin/admin-api";
import { cn } from "~/lib/cn";
import { OutboxStateBadge, RetryButton, canRetry } from "./outbox-panel";
import { OptionSelect, fieldBoxClass, useBusy } from "./parts";

/** The enquiry's language as the team reads it. */
export const LANGUAGE_NAMES = { en: "English", ar: "Arabic (العربية)" } as const;

/** A span of time as the team reads it: "45 min", "3 h 20 min", "2 days 4 h". */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/** A template's text for this enquiry: its language, the visitor's first name, the quote link of a support reply. */
function templateText(enquiry: EnquiryView, id: string): string {
  const template = REPLY_TEMPLATES.find((candidate) => candidate.id === id)!;
  return fillReplyTemplate(template, enquiry.language, {
    firstName: enquiry.firstName,
    quoteLink: supportReplyQuoteUrl(enquiry.language, enquiry.attribution),
  });
}

/** Records a press of the WhatsApp or call link in the enquiry's history (R-DESK-12); the link opens either way. */
async function recordContact(enquiry: EnquiryView, kind: "whatsapp" | "call", onRecorded: () => void) {
  try {
    await adminRequest(adminUrl(`/enquiries/${enquiry.id}/contacts`), { method: "POST", body: { kind } });
    onRecorded();
  } catch (reason) {
    toast.error(reason instanceof Error ? reason.message : "The history could not be updated.");
  }
}

/**
 * WhatsApp and a call to the visitor's number (R-DESK-12): the chat opens with `text` typed in
 * (the reply being written, or the first template). Each press is recorded in the history.
 */
function ContactLinks({ enquiry, text, onRecorded }: { enquiry: EnquiryView; text: string; onRecorded: () => void }) {
  if (!enquiry.phone) return <p className="text-sm text-ink-600">No phone number given: reply by e-mail.</p>;
  const digits = phoneDigits(enquiry.phone);
  const linkClass = cn(buttonVariants({ variant: "outline", size: "sm" }), "gap-1.5");
  return (
    <div className="flex flex-wrap gap-2">
      <a
        className={linkClass}
        href={`https://wa.me/${digits}?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => void recordContact(enquiry, "whatsapp", onRecorded)}
        data-testid="enquiry-whatsapp"
      >
        <MessageCircleIcon className="size-4" aria-hidden="true" />
        WhatsApp <span dir="ltr">{enquiry.phone}</span>
      </a>
      <a
        className={linkClass}
        href={`tel:+${digits}`}
        onClick={() => void recordContact(enquiry, "call", onRecorded)}
        data-testid="enquiry-call"
      >
        <PhoneIcon className="size-4" aria-hidden="true" />
        Call <span dir="ltr">{enquiry.phone}</span>
      </a>
    </div>
  );
}

/** The reply box (R-DESK-10): a template fills it in the enquiry's language; the admin edits and sends. */
export function ReplyBox({ enquiry, onSent }: { enquiry: EnquiryView; onSent: () => void }) {
  const ids = { template: useId(), heading: useId() };
  const [template, setTemplate] = useState("");
  const reply = useDeskPost({
    enquiry,
    path: "replies",
    schema: enquiryReplySchema,
    failed: "The reply could not be sent. Try again.",
    onPosted: () => {
      toast.success(`Reply to ${enquiry.firstName} queued: it goes from ${siteConfig.supportEmail}.`);
      setTemplate("");
      onSent();
    },
  });

  // A template fills the box; "Write your own" keeps what is in it.
  function choose(id: string) {
    setTemplate(id);
    reply.write(id ? templateText(enquiry, id) : reply.body);
  }

  return (
    <form
      onSubmit={reply.onSubmit}
      noValidate
      aria-labelledby={ids.heading}
      className="mt-6 grid gap-3 border-t border-ink-100 pt-5"
      data-testid="reply-box"
    >
      <div>
        <h3 id={ids.heading} className="text-base font-bold text-ink-950">
          Reply by e-mail
        </h3>
        <p className="text-sm text-ink-600">
          From {siteConfig.supportEmail}, in {LANGUAGE_NAMES[enquiry.language]}, in the thread of our acknowledgement.
        </p>
      </div>
      <DeskField id={ids.template} label="Template">
        <OptionSelect
          id={ids.template}
          className={`${fieldBoxClass} w-full px-3 py-2 sm:w-72`}
          value={template}
          options={[
            { value: "", label: "Write your own" },
            ...REPLY_TEMPLATES.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.label} (${LANGUAGE_NAMES[enquiry.language]})`,
            })),
          ]}
          onChange={choose}
        />
      </DeskField>
      <DeskTextBox {...reply.box} label="Reply" lang={enquiry.language} rows={9} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="dark" disabled={reply.busy}>
          {reply.busy ? "Sending..." : "Send reply"}
        </Button>
      </div>
      <ContactLinks
        enquiry={enquiry}
        text={reply.body || templateText(enquiry, REPLY_TEMPLATES[0]!.id)}
        onRecorded={onSent}
      />
    </form>
  );
}

/** What each entry of the history says happened (in the enquiry's view and the privacy report). */
export function eventText({ kind, details }: Pick<EnquiryEvent, "kind" | "details">): string {
  switch (kind) {
    case "reply":
      return "Replied by e-mail";
    case "whatsapp":
      return "Opened WhatsApp";
    case "call":
      return "Called";
    case "note":
      return "Note";
    case "status": {
      const label = (status: string | null | undefined) => {
        if (!status) return "none";
        return status in ENQUIRY_STATUS_LABELS ? ENQUIRY_STATUS_LABELS[status as EnquiryStatus] : status;
      };
      return `Status ${label(details?.from)} → ${label(details?.to)}`;
    }
    case "owner":
      return details?.to ? `Given to ${details.to}` : "Unassigned";
  }
}

/** What happened to the enquiry, oldest first: its arrival, our acknowledgement, then each thing the team did. */
export function EnquiryHistory({ enquiry, onRetried }: { enquiry: EnquiryView; onRetried: () => void }) {
  return (
    <section aria-labelledby="enquiry-history-heading" className="mt-6 border-t border-ink-100 pt-5">
      <h3 id="enquiry-history-heading" className="text-base font-bold text-ink-950">
        History
      </h3>
      <ol className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="enquiry-history">
        <li className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900">Received</span> {gulfDateTime(enquiry.createdAt)}
        </li>
        {enquiry.history.map((event) => (
          // A long link or address wraps inside the dialog, never past its edge on a phone.
          <li
            key={event.id}
            className="grid min-w-0 gap-1 text-sm text-ink-700 [overflow-wrap:anywhere]"
            data-testid="history-entry"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink-900">{eventText(event)}</span>
              <span>
                by {event.actorEmail}, {gulfDateTime(event.createdAt)}
              </span>
              {event.delivery ? <OutboxStateBadge message={event.delivery} /> : null}
              {event.delivery && canRetry(event.delivery) ? (
                <RetryButton message={event.delivery} onDone={onRetried} />
              ) : null}
            </span>
            {event.body ? (
              <span dir="auto" className="block min-w-0 whitespace-pre-wrap rounded-xl bg-ink-50 p-3 text-ink-900">
                {event.body}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Saves a change of status or owner (R-DESK-20, 26): the enquiry as it is after. */
async function patchEnquiry(enquiry: EnquiryView, change: { status?: EnquiryStatus; ownerId?: string | null }) {
  await adminRequest(adminUrl(`/enquiries/${enquiry.id}`), { method: "PATCH", body: change });
}

/**
 * Status and owner, each saved as it changes (R-DESK-20, 26): a status change says so with Undo,
 * which puts the status before back; any admin can own the enquiry, or nobody.
 */
export function WorkControls({ enquiry, onChanged }: { enquiry: EnquiryView; onChanged: () => void }) {
  const owners = useAdminData<EnquiryOwner[]>(adminUrl("/enquiries/owners"));
  const [busy, run] = useBusy();
  const ids = { status: useId(), owner: useId() };

  const save = (change: { status?: EnquiryStatus; ownerId?: string | null }, done: () => void) =>
    run(async () => {
      try {
        await patchEnquiry(enquiry, change);
        onChanged();
        done();
      } catch (reason) {
        toast.error(reason instanceof Error ? reason.message : "The change could not be saved.");
      }
    });

  function changeStatus(status: EnquiryStatus) {
    const before = enquiry.status;
    void save({ status }, () =>
      toast.success(`Status changed to ${ENQUIRY_STATUS_LABELS[status]}.`, {
        action: {
          label: "Undo",
          onClick: () =>
            void save({ status: before }, () => toast.success(`Status back to ${ENQUIRY_STATUS_LABELS[before]}.`)),
        },
      }),
    );
  }

  function changeOwner(ownerId: string) {
    const owner = owners.data?.find((candidate) => candidate.id === ownerId);
    void save({ ownerId: ownerId || null }, () =>
      toast.success(owner ? `Given to ${owner.email}.` : "Nobody owns it now."),
    );
  }

  // The owner shown even before the list of admins arrives, or when they are no longer one.
  const ownerOptions = [
    ...(owners.data ?? []),
    ...(enquiry.ownerId && !owners.data?.some((owner) => owner.id === enquiry.ownerId)
      ? [{ id: enquiry.ownerId, email: enquiry.ownerEmail ?? "A former admin" }]
      : []),
  ];
  return (
    <div className="mt-5 flex flex-wrap items-end gap-3 rounded-2xl bg-ink-50 p-4" data-testid="work-controls">
      <DeskField id={ids.status} label="Status">
        <OptionSelect
          id={ids.status}
          className={`${fieldBoxClass} w-44 px-3 py-2`}
          value={enquiry.status}
          options={ENQUIRY_STATUS_VALUES.map((value) => ({ value, label: ENQUIRY_STATUS_LABELS[value] }))}
          onChange={changeStatus}
          disabled={busy}
        />
      </DeskField>
      <DeskField id={ids.owner} label="Owner">
        <OptionSelect
          id={ids.owner}
          className={`${fieldBoxClass} w-64 max-w-full px-3 py-2`}
          value={enquiry.ownerId ?? ""}
          options={[
            { value: "", label: "Unassigned" },
            ...ownerOptions.map((owner) => ({ value: owner.id, label: owner.email })),
          ]}
          onChange={changeOwner}
          disabled={busy}
        />
      </DeskField>
      <p className="text-sm text-ink-700" data-testid="reply-due">
        {replyDueText(enquiry)}
      </p>
    </div>
  );
}

/** Where the enquiry stands against the reply we promised (R-DESK-22): overdue as the server found it. */
export function replyDueText(
  enquiry: Pick<EnquiryView, "createdAt" | "firstRepliedAt" | "status" | "overdue">,
): string {
  if (enquiry.firstRepliedAt)
    return `First reply after ${durationText(Date.parse(enquiry.firstRepliedAt) - Date.parse(enquiry.createdAt))}`;
  const due = replyDueAt(new Date(enquiry.createdAt));
  if (enquiry.status === "resolved") return "Resolved without a reply from here";
  return enquiry.overdue ? `Overdue: the reply was due ${gulfDateTime(due)}` : `Reply due ${gulfDateTime(due)}`;
}

/** A note for the team (R-DESK-21): plain text, kept in the history. */
export function NoteBox({ enquiry, onAdded }: { enquiry: EnquiryView; onAdded: () => void }) {
  const note = useDeskPost({
    enquiry,
    path: "notes",
    schema: enquiryNoteSchema,
    failed: "The note could not be added. Try again.",
    onPosted: () => {
      toast.success("Note added.");
      onAdded();
    },
  });

  return (
    <form onSubmit={note.onSubmit} noValidate className="mt-4 grid gap-2" data-testid="note-box">
      <DeskTextBox {...note.box} label="Note for the team" rows={2} />
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={note.busy}>
          {note.busy ? "Adding..." : "Add note"}
        </Button>
      </div>
    </form>
  );
}

/**
 * A text the desk posts on the enquiry (a reply, a note): checked by its schema first (its message
 * under the box, the box focused), then POSTed to the enquiry's `path`; a refusal is said under the
 * box. Once the server has it the box empties and `onPosted` runs.
 */
function useDeskPost({
  enquiry,
  path,
  schema,
  failed,
  onPosted,
}: {
  enquiry: EnquiryView;
  path: "replies" | "notes";
  schema: z.ZodType<{ body: string }>;
  /** Said when the request fails without the server's own reason. */
  failed: string;
  onPosted: () => void;
}) {
  const ids = { body: useId(), error: useId() };
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useBusy();

  function write(text: string) {
    setBody(text);
    setError(null);
  }

  async function post(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ body });
    if (!parsed.success) {
      // A failed parse has at least one issue, each with its message.
      setError(parsed.error.issues[0]!.message);
      document.getElementById(ids.body)?.focus();
      return;
    }
    await run(async () => {
      try {
        await adminRequest(adminUrl(`/enquiries/${enquiry.id}/${path}`), { method: "POST", body: parsed.data });
        setBody("");
        onPosted();
      } catch (reason) {
        setError(reason instanceof AdminApiError ? reason.message : failed);
      }
    });
  }

  return {
    body,
    busy,
    write,
    onSubmit: (event: FormEvent) => void post(event),
    /** What the text box shows and how it changes. */
    box: { ids, value: body, error, onChange: write },
  };
}

/** A field of the desk, its label above it. */
function DeskField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text box of the desk (a reply, a note): written in its own direction, its error under it. */
function DeskTextBox({
  ids,
  label,
  lang,
  rows,
  value,
  error,
  onChange,
}: {
  ids: { body: string; error: string };
  label: string;
  lang?: string;
  rows: number;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <DeskField id={ids.body} label={label}>
        <textarea
          id={ids.body}
          dir="auto"
          lang={lang}
          rows={rows}
          className={`${fieldBoxClass} w-full px-3 py-2 font-normal`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
      </DeskField>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
