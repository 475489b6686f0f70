/**
 * The app's screens as phone mock-ups (R-HOME-ACTION-02, R-EDITION-20): our own drawings, inline
 * SVG rendered with the page, so their words are the edition's (from the loaders, in its typeface)
 * and right to left the screen is laid out as an Arabic app is: each x is measured from the right,
 * text starts there, and bars, rings and the status bar run from the right too.
 */
import { createContext, Fragment, use, type ReactNode } from "react";
import { groupedWhole } from "@core/format";
import { LOCALE_INFO } from "@core/locales";
import { useI18n } from "~/i18n/i18n";
import type { AppScreenId, ScreenMessages } from "~/i18n/messages/en/screens";

const W = 360;
const H = 740;
const INK = "#0b1726";
const HONEY = "#fbbf24";
const MUTED = "#566579";
const LINE = "#e9edf3";
const GREEN = "#047857";

/** Right to left: every x below is measured from the screen's start edge, the right. */
const RightToLeft = createContext(false);

function useStartEdge() {
  const rtl = use(RightToLeft);
  return {
    rtl,
    /** A point `x` from the start edge. */
    x: (x: number) => (rtl ? W - x : x),
    /** The left side of a box `width` wide whose start side is `x` from the start edge. */
    left: (x: number, width: number) => (rtl ? W - x - width : x),
  };
}

/** A line of text; `start` and `end` follow the screen's direction (the svg's `direction`). */
function Label({
  x,
  y,
  size = 14,
  weight = 400,
  fill = INK,
  anchor = "start",
  children,
}: {
  x: number;
  y: number;
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  children: ReactNode;
}) {
  const edge = useStartEdge();
  return (
    <text x={edge.x(x)} y={y} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor}>
      {children}
    </text>
  );
}

function Box({
  x,
  y,
  width,
  height,
  rx,
  fill,
  stroke,
  strokeWidth,
  opacity,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}) {
  const edge = useStartEdge();
  return (
    <rect
      x={edge.left(x, width)}
      y={y}
      width={width}
      height={height}
      rx={rx}
      fill={fill}
      stroke={stroke}
      strokeWidth={strokeWidth}
      opacity={opacity}
    />
  );
}

function Dot({ cx, cy, r, fill }: { cx: number; cy: number; r: number; fill: string }) {
  return <circle cx={useStartEdge().x(cx)} cy={cy} r={r} fill={fill} />;
}

/** Shapes drawn in left-to-right coordinates, mirrored as a whole right to left (icons, the route). */
function Mirror({ children }: { children: ReactNode }) {
  return useStartEdge().rtl ? <g transform={`matrix(-1 0 0 1 ${W} 0)`}>{children}</g> : children;
}

function Card({
  y,
  height,
  fill = "#ffffff",
  children,
}: {
  y: number;
  height: number;
  fill?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Box x={20} y={y} width={W - 40} height={height} rx={18} fill={fill} stroke={LINE} />
      {children}
    </>
  );
}

/** A progress bar filling from the start edge. */
function Bar({
  x,
  y,
  width,
  ratio,
  color = HONEY,
}: {
  x: number;
  y: number;
  width: number;
  ratio: number;
  color?: string;
}) {
  return (
    <>
      <Box x={x} y={y} width={width} height={8} rx={4} fill={LINE} />
      <Box x={x} y={y} width={Math.round(width * ratio)} height={8} rx={4} fill={color} />
    </>
  );
}

/** A score ring filling from the top, clockwise (counter-clockwise right to left). */
function Ring({
  cx,
  cy,
  r,
  ratio,
  label,
  caption,
}: {
  cx: number;
  cy: number;
  r: number;
  ratio: number;
  label: string;
  caption: string;
}) {
  const circumference = 2 * Math.PI * r;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={LINE} strokeWidth={14} />
      <Mirror>
        <circle
          cx={cx}
          cy={cy}
          r={r}
          fill="none"
          stroke={HONEY}
          strokeWidth={14}
          strokeLinecap="round"
          strokeDasharray={`${(circumference * ratio).toFixed(1)} ${circumference.toFixed(1)}`}
          transform={`rotate(-90 ${cx} ${cy})`}
        />
      </Mirror>
      <Label x={cx} y={cy + 10} size={40} weight={800} anchor="middle">
        {label}
      </Label>
      <Label x={cx} y={cy + 34} size={12} weight={500} fill={MUTED} anchor="middle">
        {caption}
      </Label>
    </>
  );
}

/** A card of a muted caption, a bold headline and muted lines, each at its own baseline. */
function NoteCard({
  y,
  height,
  baselines: [captionAt, headlineAt, ...linesAt],
  caption,
  headline,
  lines,
  children,
}: {
  y: number;
  height: number;
  baselines: readonly number[];
  caption: string;
  headline: string;
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Card y={y} height={height}>
      <Label x={40} y={captionAt!} size={13} weight={600} fill={MUTED}>
        {caption}
      </Label>
      <Label x={40} y={headlineAt!} size={15} weight={700}>
        {headline}
      </Label>
      {lines.map((line, index) => (
        <Label key={index} x={40} y={linesAt[index]!} size={13} fill={MUTED}>
          {line}
        </Label>
      ))}
      {children}
    </Card>
  );
}

/** Where a figure card stands: the honey card heading a screen, or a plain one at its foot. */
const FIGURE_CARD_PLACES = {
  top: { y: 132, fill: "#fffbeb", baselines: [166, 204] },
  foot: { y: 514, fill: "#ffffff", baselines: [548, 574] },
} as const;

/** A card of a muted caption over a figure in large bold type. */
function FigureCard({
  place,
  height,
  size,
  caption,
  figure,
  children,
}: {
  place: keyof typeof FIGURE_CARD_PLACES;
  height: number;
  size: number;
  caption: string;
  figure: string;
  children?: ReactNode;
}) {
  const {
    y,
    fill,
    baselines: [captionAt, figureAt],
  } = FIGURE_CARD_PLACES[place];
  return (
    <Card y={y} height={height} fill={fill}>
      <Label x={40} y={captionAt} size={13} weight={600} fill={MUTED}>
        {caption}
      </Label>
      <Label x={40} y={figureAt} size={size} weight={800}>
        {figure}
      </Label>
      {children}
    </Card>
  );
}

/** A bold title with a muted line beneath it. */
function TitledLine({ x, y, title, text }: { x: number; y: number; title: string; text: string }) {
  return (
    <>
      <Label x={x} y={y} size={15} weight={700}>
        {title}
      </Label>
      <Label x={x} y={y + 22} size={13} fill={MUTED}>
        {text}
      </Label>
    </>
  );
}

/** A card of an icon, a title and a line beside it. */
function AlertCard({ y, icon, title, text }: { y: number; icon: ReactNode; title: string; text: string }) {
  return (
    <Card y={y} height={96}>
      {icon}
      <TitledLine x={94} y={y + 40} title={title} text={text} />
    </Card>
  );
}

/** The phone: its frame, status bar and home indicator, the screen's title and what it holds. */
function Frame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <>
      <rect width={W} height={H} rx={44} fill={INK} />
      <rect x={10} y={10} width={W - 20} height={H - 20} rx={36} fill="#f5f7fa" />
      <rect x={W / 2 - 50} y={18} width={100} height={24} rx={12} fill={INK} />
      <Label x={34} y={40} size={13} weight={600}>
        9:41
      </Label>
      <Box x={W - 70} y={30} width={22} height={11} rx={3} fill="none" stroke={INK} strokeWidth={1.5} />
      <Box x={W - 68} y={32} width={15} height={7} rx={1.5} fill={INK} />
      <Label x={28} y={88} size={24} weight={800}>
        {title}
      </Label>
      <Label x={28} y={112} size={13} fill={MUTED}>
        {subtitle}
      </Label>
      {children}
      <rect x={W / 2 - 60} y={H - 26} width={120} height={5} rx={2.5} fill={INK} opacity={0.8} />
    </>
  );
}

function AiSafetyCoach({ words }: { words: ScreenMessages["ai-safety-coach"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      <NoteCard
        y={132}
        height={150}
        baselines={[164, 194, 218, 236]}
        caption={words.briefingCaption}
        headline={words.briefingHeadline}
        lines={words.briefingText}
      >
        <Box x={40} y={252} width={96} height={20} rx={10} fill="#fef3c7" />
        <Label x={50} y={266} size={11} weight={700} fill="#92400e">
          {words.routeTip}
        </Label>
      </NoteCard>
      <AlertCard
        y={298}
        title={words.heatAlert}
        text={words.heatTip}
        icon={
          <>
            <Dot cx={62} cy={346} r={20} fill="#fee2e2" />
            <Label x={62} y={352} size={13} weight={800} fill="#b91c1c" anchor="middle">
              44°
            </Label>
          </>
        }
      />
      <AlertCard
        y={410}
        title={words.focusMode}
        text={words.focusTip}
        icon={
          <Mirror>
            <circle cx={62} cy={458} r={20} fill="#e0f2fe" />
            <rect x={54} y={446} width={16} height={24} rx={3} fill="none" stroke="#0369a1" strokeWidth={2} />
            <path d="M50 474 74 442" stroke="#0369a1" strokeWidth={2} />
          </Mirror>
        }
      />
      <Box x={20} y={530} width={W - 40} height={56} rx={28} fill={HONEY} />
      <Label x={W / 2} y={564} size={17} weight={800} anchor="middle">
        {words.startTrip}
      </Label>
    </Frame>
  );
}

/** The four factors' shares of the safety score, in the words' order. */
const FACTOR_RATIOS = [0.9, 0.94, 0.97, 0.86];
const SAFETY_SCORE = 92;

function SafetyScore({ words }: { words: ScreenMessages["safety-score"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      <Card y={132} height={250}>
        <Ring
          cx={W / 2}
          cy={250}
          r={82}
          ratio={SAFETY_SCORE / 100}
          label={String(SAFETY_SCORE)}
          caption={words.rating}
        />
      </Card>
      <Card y={398} height={196}>
        {words.factors.map((factor, index) => (
          <Fragment key={index}>
            <Label x={40} y={430 + index * 46} size={13} weight={600}>
              {factor}
            </Label>
            <Bar x={40} y={440 + index * 46} width={280} ratio={FACTOR_RATIOS[index]!} />
          </Fragment>
        ))}
      </Card>
    </Frame>
  );
}

function DrivingCoach({ words }: { words: ScreenMessages["driving-coach"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      <Card y={132} height={230} fill="#eef6ff">
        <Mirror>
          <path
            d="M50 330 C 90 250, 140 300, 180 220 S 270 180, 310 160"
            fill="none"
            stroke={INK}
            strokeWidth={5}
            strokeLinecap="round"
          />
          <circle cx={50} cy={330} r={8} fill="#10b981" />
          <circle cx={310} cy={160} r={8} fill={INK} />
          <circle cx={180} cy={220} r={12} fill="#ef4444" opacity={0.9} />
        </Mirror>
        <Label x={196} y={214} size={12} weight={700} fill="#b91c1c">
          {words.harshBraking}
        </Label>
      </Card>
      <NoteCard
        y={378}
        height={120}
        baselines={[410, 438, 462, 480]}
        caption={words.momentCaption}
        headline={words.momentHeadline}
        lines={words.momentText}
      />
      <FigureCard place="foot" height={80} size={20} caption={words.tripScore} figure={words.tripScoreValue}>
        <Label x={W - 40} y={562} size={13} weight={700} fill={GREEN} anchor="end">
          {words.weekChange}
        </Label>
      </FigureCard>
    </Frame>
  );
}

const POINTS = 12480;
const CASHBACK_PROGRESS = 0.64;
/** The leaderboard's scores, rank 1 to 4; the third row is the driver's own. */
const LEADER_SCORES = [99, 98, 96, 95];
const OWN_ROW = 2;

function Rewards({ words }: { words: ScreenMessages["rewards"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      <FigureCard place="top" height={140} size={34} caption={words.pointsBalance} figure={groupedWhole(POINTS)}>
        <Label x={40} y={234} size={12} weight={500} fill={MUTED}>
          {words.cashbackProgress}
        </Label>
        <Bar x={40} y={246} width={280} ratio={CASHBACK_PROGRESS} />
      </FigureCard>
      <Card y={288} height={230}>
        <Label x={40} y={320} size={14} weight={700}>
          {words.leaderboard}
        </Label>
        {words.leaders.map((name, index) => (
          <Fragment key={index}>
            <Dot cx={56} cy={356 + index * 40} r={14} fill={index === 0 ? HONEY : LINE} />
            <Label x={56} y={361 + index * 40} size={12} weight={800} anchor="middle">
              {index + 1}
            </Label>
            <Label x={82} y={361 + index * 40} size={14} weight={index === OWN_ROW ? 800 : 500}>
              {name}
            </Label>
            <Label x={W - 40} y={361 + index * 40} size={14} weight={700} anchor="end">
              {LEADER_SCORES[index]}
            </Label>
          </Fragment>
        ))}
      </Card>
    </Frame>
  );
}

/** Each check's gauge and colour, in the words' order: service, tyres, registration, battery. */
const VEHICLE_GAUGES: readonly [number, string][] = [
  [0.7, "#f59e0b"],
  [0.45, "#ef4444"],
  [0.85, "#10b981"],
  [0.92, "#10b981"],
];

function VehicleHealth({ words }: { words: ScreenMessages["vehicle-health"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      {words.checks.map((check, index) => {
        const [ratio, color] = VEHICLE_GAUGES[index]!;
        const top = 132 + index * 112;
        return (
          <Card key={index} y={top} height={98}>
            <TitledLine x={40} y={top + 34} title={check.name} text={check.status} />
            <Bar x={40} y={top + 70} width={280} ratio={ratio} color={color} />
          </Card>
        );
      })}
    </Frame>
  );
}

/** How many of the cover's lines, from the first, are included; the rest are add-ons. */
const INCLUDED_COVER = 3;

function InsuranceManagement({ words }: { words: ScreenMessages["insurance-management"] }) {
  return (
    <Frame title={words.title} subtitle={words.subtitle}>
      <FigureCard place="top" height={150} size={32} caption={words.renewsIn} figure={words.renewsInDays}>
        <Box x={40} y={226} width={128} height={34} rx={17} fill={INK} />
        <Label x={104} y={248} size={12} weight={700} fill="#ffffff" anchor="middle">
          {words.compareQuotes}
        </Label>
      </FigureCard>
      <Card y={298} height={200}>
        <Label x={40} y={330} size={14} weight={700}>
          {words.yourCover}
        </Label>
        {words.cover.map((line, index) => {
          const included = index < INCLUDED_COVER;
          return (
            <Fragment key={index}>
              <Label x={40} y={366 + index * 34} size={13} weight={500}>
                {line}
              </Label>
              <Label
                x={W - 40}
                y={366 + index * 34}
                size={13}
                weight={700}
                fill={included ? GREEN : MUTED}
                anchor="end"
              >
                {included ? words.included : words.addOn}
              </Label>
            </Fragment>
          );
        })}
      </Card>
      <FigureCard place="foot" height={80} size={17} caption={words.cashback} figure={words.cashbackStatus} />
    </Frame>
  );
}

const SCREENS: Record<AppScreenId, (props: { words: ScreenMessages }) => ReactNode> = {
  "ai-safety-coach": ({ words }) => <AiSafetyCoach words={words["ai-safety-coach"]} />,
  "safety-score": ({ words }) => <SafetyScore words={words["safety-score"]} />,
  "driving-coach": ({ words }) => <DrivingCoach words={words["driving-coach"]} />,
  rewards: ({ words }) => <Rewards words={words.rewards} />,
  "vehicle-health": ({ words }) => <VehicleHealth words={words["vehicle-health"]} />,
  "insurance-management": ({ words }) => <InsuranceManagement words={words["insurance-management"]} />,
};

/**
 * One app screen, 360 × 740 like a phone, as wide as `className` makes it. An image to assistive
 * technology, named by `label`; its words are the edition's catalogue (`words`, from the loader).
 */
export function AppScreenMockup({
  id,
  words,
  label,
  className,
}: {
  id: AppScreenId;
  words: ScreenMessages;
  label: string;
  className?: string;
}) {
  const { dir } = LOCALE_INFO[useI18n().locale];
  const Screen = SCREENS[id];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      direction={dir}
      className={className}
      data-testid="app-screen-mockup"
      data-screen={id}
    >
      <RightToLeft value={dir === "rtl"}>
        <Screen words={words} />
      </RightToLeft>
    </svg>
  );
}
