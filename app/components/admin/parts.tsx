/** Small building blocks of the admin screens: search, pagination, badges, states. */
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Whether an action runs, and `run` to start one: a button stays disabled until it ends, so a second click sends nothing twice. */
export function useBusy(): [busy: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

/** A field's look without its width and padding, for fields that size themselves (classes are joined, never overridden). */
export const fieldBoxClass =
  "block rounded-xl border border-ink-200 bg-white text-sm text-ink-950 focus:border-honey-500 focus:outline-none focus:ring-2 focus:ring-honey-300";

export const fieldClass = `${fieldBoxClass} w-full px-3 py-2`;

export function SearchBox({
  label,
  placeholder,
  initial = "",
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial?: string;
  onSearch: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      className="flex min-w-0 basis-full items-center gap-2 sm:basis-auto sm:flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label className="relative min-w-0 flex-1">
        <span className="sr-only">{label}</span>
        <SearchIcon
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          type="search"
          value={value}
          maxLength={100}
          placeholder={placeholder}
          className={cn(fieldBoxClass, "w-full py-2 pl-9 pr-3")}
          onChange={(event) => {
            setValue(event.target.value);
            // Clearing the box shows everything again.
            if (event.target.value === "") onSearch("");
          }}
        />
      </label>
      <Button type="submit" variant="outline" size="sm">
        Search
      </Button>
    </form>
  );
}

/** A select whose options are data: each value with the name the team reads. */
export function OptionSelect<V extends string>({
  options,
  onChange,
  ...select
}: Omit<ComponentProps<"select">, "value" | "onChange"> & {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <select {...select} onChange={(event) => onChange(event.target.value as V)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A filter's options: "All" first, then each value by its name. */
export function filterOptions<V extends string>(labels: Record<V, string>): { value: V | ""; label: string }[] {
  return [
    { value: "", label: "All" },
    ...Object.entries<string>(labels).map(([value, label]) => ({ value: value as V, label })),
  ];
}

/** A toolbar's select, its label beside it. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-ink-700">
      {label}
      <OptionSelect
        className={cn(fieldBoxClass, "w-auto px-3 py-1.5")}
        value={value}
        options={options}
        onChange={onChange}
      />
    </label>
  );
}

export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: "outline", size: "sm" })}>
      <DownloadIcon aria-hidden="true" />
      {label}
    </a>
  );
}

export function Pagination({
  page,
  total,
  pageSize,
  onPage,
  noun,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 px-4 py-3 text-sm text-ink-600"
      aria-label={`${noun} pages`}
    >
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total.toLocaleString("en")} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

const BADGE_TONES = {
  amber: "bg-honey-100 text-honey-700 ring-honey-200",
  blue: "bg-sky-50 text-sky-800 ring-sky-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  grey: "bg-ink-100 text-ink-700 ring-ink-200",
  red: "bg-rose-50 text-rose-800 ring-rose-200",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="m-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
    >
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** A card that holds one table or tool. */
export function Panel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100" aria-label={title}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-4 py-4 sm:px-6">
        <div>
          <h2 className="text-lg font-bold text-ink-950">{title}</h2>
          {description ? <p className="text-sm text-ink-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3 border-b border-ink-100 px-4 py-3 sm:px-6">{children}</div>;
}

export function Table({
  caption,
  head,
  children,
  busy,
  cards = false,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  busy?: boolean;
  /**
   * Under 640 px the rows are cards (R-DESK-24): no sideways scroll, the head hidden (each cell
   * that needs one says what it is), every row's cells stacked, its action in view.
   */
  cards?: boolean;
}) {
  return (
    // Positioned, so a visually hidden heading (sr-only is absolute) stays inside the table's own scroll box.
    <div className={cn("relative overflow-x-auto", cards && "max-sm:overflow-visible")}>
      <table
        className={cn(
          "w-full min-w-[48rem] text-left text-sm",
          cards && "max-sm:block max-sm:min-w-0 max-sm:[&_tbody]:block max-sm:[&_tr]:grid max-sm:[&_td]:block",
          busy && "opacity-60",
        )}
        aria-busy={busy || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={cn("bg-ink-50 text-xs uppercase tracking-wide text-ink-600", cards && "max-sm:sr-only")}>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-2.5 font-semibold sm:px-6">
                {/* A column of buttons has no heading on screen; a screen reader still hears what it holds. */}
                {label || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-6 py-10 text-center text-ink-500">
        {children}
      </td>
    </tr>
  );
}

export const cellClass = "px-4 py-3 align-top sm:px-6";
