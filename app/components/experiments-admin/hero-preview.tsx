import type { ReactNode } from "react";
import { LOCALE_INFO, type Locale } from "@core/locales";
import type { PageLocation } from "@core/schemas/experiments";
import { buttonVariants } from "~/components/ui/button";
import { pages as arabic } from "~/i18n/messages/ar/pages";
import { pages as english } from "~/i18n/messages/en/pages";
import { cn } from "~/lib/cn";
import { ScaledFrame } from "./scaled-frame";
// The Arabic hero is previewed in the typeface its visitors get (the admin pages load it; English pages never do).
import "@fontsource/ibm-plex-sans-arabic/arabic-400.css";
import "@fontsource/ibm-plex-sans-arabic/arabic-700.css";

export type HeroTexts = {
  headline?: string | undefined;
  subheadline?: string | undefined;
  cta_text?: string | undefined;
};

type Device = "phone" | "desktop";

/**
 * The real hero's classes at each width. The preview sits in a frame, not a
 * viewport, so the sm:/lg: steps of app/components/home/hero.tsx are spelled out.
 */
const CLASSES = {
  phone: {
    headline: "text-4xl font-extrabold leading-[1.05] tracking-tight text-ink-950",
    subheadline: "max-w-xl text-lg text-ink-700",
    cta: "w-full",
  },
  desktop: {
    headline: "text-6xl font-extrabold leading-[1.05] tracking-tight text-ink-950",
    subheadline: "max-w-xl text-xl text-ink-700",
    cta: "w-auto",
  },
} as const;

/** Each hero's edition: its defaults and eyebrow from that edition's catalogue (R-EDITION-16). */
const HEROES = {
  hero: { locale: "en", words: english.hero, fontFamily: undefined },
  hero_ar: {
    locale: "ar",
    words: arabic.hero,
    fontFamily: '"IBM Plex Sans Arabic", ui-sans-serif, system-ui, "Noto Sans Arabic", sans-serif',
  },
} as const satisfies Record<
  PageLocation,
  { locale: Locale; words: typeof english.hero; fontFamily: string | undefined }
>;

/** The hero's text block as visitors see it; an empty text shows the site's default, as on the site. */
function HeroTextBlock({ device, texts, location }: { device: Device; texts: HeroTexts; location: PageLocation }) {
  const classes = CLASSES[device];
  const { words } = HEROES[location];
  const cta = texts.cta_text?.trim() || (device === "phone" ? words.ctaMobile : words.ctaDesktop);
  return (
    <div className="flex flex-col gap-6">
      <p
        aria-hidden="true"
        className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-700 shadow-sm ring-1 ring-ink-100"
      >
        <span className="size-2 rounded-full bg-emerald-500" />
        {words.eyebrow}
      </p>
      <div className="flex flex-col gap-5">
        <h3 className={classes.headline}>{texts.headline?.trim() || words.headline}</h3>
        <p className={classes.subheadline}>{texts.subheadline?.trim() || words.subheadline}</p>
      </div>
      <div>
        {/* A picture of the button, not a button: nothing in the preview can be clicked. */}
        <span className={cn(buttonVariants({ size: "lg" }), classes.cta)}>{cta}</span>
      </div>
    </div>
  );
}

function CalculatorPlaceholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex items-center justify-center rounded-3xl bg-white text-sm font-medium text-ink-400 shadow-sm ring-1 ring-ink-100",
        className,
      )}
    >
      Cashback calculator
    </div>
  );
}

function HeroBackdrop({ children, className }: { children: ReactNode; className: string }) {
  return (
    <div className={cn("relative overflow-hidden bg-gradient-to-b from-honey-50 via-white to-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-honey-200/40 blur-3xl"
      />
      <div className="relative">{children}</div>
    </div>
  );
}

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** One device's preview: its caption, then what it shows drawn at the device's width and scaled to fit. */
function DevicePreview({
  caption,
  width,
  frameClassName,
  children,
}: {
  caption: string;
  width: number;
  frameClassName?: string;
  children: ReactNode;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-ink-500">{caption}</figcaption>
      <ScaledFrame width={width} className={cn("rounded-2xl ring-1 ring-ink-200", frameClassName)}>
        {children}
      </ScaledFrame>
    </figure>
  );
}

/**
 * A hero with the typed texts, on a phone and on a desktop screen (R-OPEN-11): the
 * English one, or the Arabic one right to left in its own typeface (R-EDITION-16).
 */
export function HeroPreview({ texts, location = "hero" }: { texts: HeroTexts; location?: PageLocation }) {
  const { locale, fontFamily } = HEROES[location];
  const { lang, dir } = LOCALE_INFO[locale];
  const arabicHero = location === "hero_ar";
  return (
    <section
      aria-label={arabicHero ? "Arabic hero preview" : "Hero preview"}
      className="grid min-w-0 content-start gap-4"
    >
      <p className="text-sm font-semibold text-ink-900">
        {arabicHero ? "Preview: what visitors to the Arabic home will see" : "Preview: what visitors will see"}
      </p>
      <DevicePreview caption={`Phone, ${PHONE_WIDTH} px wide`} width={PHONE_WIDTH} frameClassName="max-w-[390px]">
        <HeroBackdrop className="px-4 pb-6 pt-8">
          <div lang={lang} dir={dir} style={{ fontFamily }}>
            <HeroTextBlock device="phone" texts={texts} location={location} />
            <CalculatorPlaceholder className="mt-10 h-24" />
          </div>
        </HeroBackdrop>
      </DevicePreview>
      <DevicePreview caption={`Desktop, ${DESKTOP_WIDTH} px wide (shown smaller)`} width={DESKTOP_WIDTH}>
        <HeroBackdrop className="px-6 pb-10 pt-12">
          <div
            lang={lang}
            dir={dir}
            style={{ fontFamily }}
            className="mx-auto grid max-w-7xl grid-cols-[1.15fr_1fr] items-center gap-16"
          >
            <HeroTextBlock device="desktop" texts={texts} location={location} />
            <CalculatorPlaceholder className="h-96" />
          </div>
        </HeroBackdrop>
      </DevicePreview>
    </section>
  );
}
