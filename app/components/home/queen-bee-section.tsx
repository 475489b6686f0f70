import { CrownIcon, ShieldCheckIcon, UsersIcon } from "lucide-react";
import { DownloadAppButton, QuoteButton } from "~/components/dialogs/dialog-buttons";
import { useI18n } from "~/i18n/i18n";
import { SectionHeading } from "./section-heading";

const POINTS = [
  { id: "winner", icon: CrownIcon },
  { id: "open", icon: UsersIcon },
  { id: "road", icon: ShieldCheckIcon },
] as const;

/** R-HOME-QB-01..04: the Queen Bee section (anchor queen-bee). */
export function QueenBeeSection() {
  const { queenBee: words } = useI18n().m.pages;
  return (
    <section
      id="queen-bee"
      aria-labelledby="queen-bee-heading"
      className="bg-gradient-to-br from-honey-100 via-honey-50 to-white py-16 sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-ink-950 px-3 py-1 text-sm font-semibold text-honey-300">
            <CrownIcon className="size-4" aria-hidden="true" /> {words.badge}
          </p>
          <SectionHeading id="queen-bee-heading">{words.heading}</SectionHeading>
          <p className="text-lg text-ink-700">{words.text}</p>
          <div className="flex flex-wrap gap-3">
            <QuoteButton
              size="lg"
              context={{ source: "queen_bee", medium: "cta_button", content: "queen_bee_section" }}
            >
              {words.quoteCta}
            </QuoteButton>
            <DownloadAppButton size="lg" variant="outline">
              {words.competeCta}
            </DownloadAppButton>
          </div>
        </div>
        <ul className="grid gap-4">
          {POINTS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-honey-200">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-honey-400 text-ink-950">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-lg font-bold text-ink-950">{words[`${id}Title`]}</span>
                <span className="mt-1 block text-ink-700">{words[`${id}Text`]}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
