/**
 * Our own app-screen mock-ups, drawn as SVG from code (no stock images, no
 * binaries in git). The build emits them as /screens/{id}.svg; the dev
 * server serves them from memory.
 */
import { escapeXml } from "../core/escape";

const W = 360;
const H = 740;
const INK = "#0b1726";
const HONEY = "#fbbf24";
const MUTED = "#566579";

function text(x: number, y: number, value: string, size = 14, weight = 400, fill = INK, anchor = "start") {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
}

function card(y: number, h: number, body: string, fill = "#ffffff") {
  return `<rect x="20" y="${y}" width="${W - 40}" height="${h}" rx="18" fill="${fill}" stroke="#e9edf3"/>${body}`;
}

function bar(x: number, y: number, w: number, ratio: number, color = HONEY) {
  return `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4" fill="#e9edf3"/><rect x="${x}" y="${y}" width="${Math.round(w * ratio)}" height="8" rx="4" fill="${color}"/>`;
}

function ring(cx: number, cy: number, r: number, ratio: number, label: string, caption: string) {
  const circumference = 2 * Math.PI * r;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#e9edf3" stroke-width="14"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${HONEY}" stroke-width="14" stroke-linecap="round"
    stroke-dasharray="${(circumference * ratio).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>
  ${text(cx, cy + 10, label, 40, 800, INK, "middle")}${text(cx, cy + 34, caption, 12, 500, MUTED, "middle")}`;
}

/** A card of a muted caption, a bold headline and muted details, each at its own baseline. */
function noteCard(
  y: number,
  h: number,
  baselines: readonly number[],
  [caption, headline, ...details]: readonly string[],
  extra = "",
) {
  const lines = [
    text(40, baselines[0]!, caption!, 13, 600, MUTED),
    text(40, baselines[1]!, headline!, 15, 700),
    ...details.map((detail, index) => text(40, baselines[index + 2]!, detail, 13, 400, MUTED)),
  ];
  return card(y, h, lines.join("\n        ") + extra);
}

function frame(title: string, subtitle: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">
<rect width="${W}" height="${H}" rx="44" fill="${INK}"/>
<rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="36" fill="#f5f7fa"/>
<rect x="${W / 2 - 50}" y="18" width="100" height="24" rx="12" fill="${INK}"/>
${text(34, 40, "9:41", 13, 600)}
<rect x="${W - 70}" y="30" width="22" height="11" rx="3" fill="none" stroke="${INK}" stroke-width="1.5"/><rect x="${W - 68}" y="32" width="15" height="7" rx="1.5" fill="${INK}"/>
${text(28, 88, title, 24, 800)}${text(28, 112, subtitle, 13, 400, MUTED)}
${body}
<rect x="${W / 2 - 60}" y="${H - 26}" width="120" height="5" rx="2.5" fill="${INK}" opacity="0.8"/>
</svg>`;
}

const screens: Record<string, () => string> = {
  "ai-safety-coach": () =>
    frame(
      "AI Safety Coach",
      "Before you drive · Marina → DIFC",
      noteCard(
        132,
        150,
        [164, 194, 218, 236],
        [
          "Today's briefing",
          "Heavy traffic on E11 from 8:10",
          "Leave 5 minutes early and keep",
          "a 3-second gap at Interchange 4.",
        ],
        `\n        <rect x="40" y="252" width="96" height="20" rx="10" fill="#fef3c7"/>${text(50, 266, "Route tip", 11, 700, "#92400e")}`,
      ) +
        card(
          298,
          96,
          `<circle cx="62" cy="346" r="20" fill="#fee2e2"/>${text(62, 352, "44°", 13, 800, "#b91c1c", "middle")}
        ${text(94, 338, "Heat alert", 15, 700)}${text(94, 360, "Check tyre pressure when cool", 13, 400, MUTED)}`,
        ) +
        card(
          410,
          96,
          `<circle cx="62" cy="458" r="20" fill="#e0f2fe"/>${`<rect x="54" y="446" width="16" height="24" rx="3" fill="none" stroke="#0369a1" stroke-width="2"/><path d="M50 474 74 442" stroke="#0369a1" stroke-width="2"/>`}
        ${text(94, 450, "Focus mode on", 15, 700)}${text(94, 472, "Notifications muted while driving", 13, 400, MUTED)}`,
        ) +
        `<rect x="20" y="530" width="${W - 40}" height="56" rx="28" fill="${HONEY}"/>${text(W / 2, 564, "Start trip", 17, 800, INK, "middle")}`,
    ),
  "safety-score": () =>
    frame(
      "Safety Score",
      "Rolling 30 days · 42 trips",
      card(132, 250, ring(W / 2, 250, 82, 0.92, "92", "Excellent")) +
        card(
          398,
          196,
          `${text(40, 430, "Smooth braking", 13, 600)}${bar(40, 440, 280, 0.9)}
        ${text(40, 476, "Speed awareness", 13, 600)}${bar(40, 486, 280, 0.94)}
        ${text(40, 522, "Phone focus", 13, 600)}${bar(40, 532, 280, 0.97)}
        ${text(40, 568, "Cornering", 13, 600)}${bar(40, 578, 280, 0.86)}`,
        ),
    ),
  "driving-coach": () =>
    frame(
      "Driving Coach",
      "Trip replay · 24 min · 31 km",
      card(
        132,
        230,
        `<path d="M50 330 C 90 250, 140 300, 180 220 S 270 180, 310 160" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>
        <circle cx="50" cy="330" r="8" fill="#10b981"/><circle cx="310" cy="160" r="8" fill="${INK}"/>
        <circle cx="180" cy="220" r="12" fill="#ef4444" opacity="0.9"/>${text(196, 214, "Harsh braking", 12, 700, "#b91c1c")}`,
        "#eef6ff",
      ) +
        noteCard(
          378,
          120,
          [410, 438, 462, 480],
          [
            "Moment to improve",
            "Late braking before Al Safa exit",
            "Lift off earlier when traffic slows",
            "ahead: it saves fuel and points.",
          ],
        ) +
        card(
          514,
          80,
          `${text(40, 548, "Trip score", 13, 600, MUTED)}${text(40, 574, "88 / 100", 20, 800)}
        ${text(W - 40, 562, "+3 this week", 13, 700, "#047857", "end")}`,
        ),
    ),
  rewards: () =>
    frame(
      "Rewards",
      "November",
      card(
        132,
        140,
        `${text(40, 166, "Points balance", 13, 600, MUTED)}${text(40, 204, "12,480", 34, 800)}
        ${text(40, 234, "Cashback progress this policy year", 12, 500, MUTED)}${bar(40, 246, 280, 0.64)}`,
        "#fffbeb",
      ) +
        card(
          288,
          230,
          `${text(40, 320, "Queen Bee leaderboard", 14, 700)}
        ${[
          ["1", "Layla H.", "99"],
          ["2", "Omar S.", "98"],
          ["3", "You", "96"],
          ["4", "Maria G.", "95"],
        ]
          .map(
            ([rank, name, score], index) =>
              `<circle cx="56" cy="${356 + index * 40}" r="14" fill="${index === 0 ? HONEY : "#e9edf3"}"/>${text(56, 361 + index * 40, rank!, 12, 800, INK, "middle")}${text(82, 361 + index * 40, name!, 14, index === 2 ? 800 : 500)}${text(W - 40, 361 + index * 40, score!, 14, 700, INK, "end")}`,
          )
          .join("")}`,
        ),
    ),
  "vehicle-health": () =>
    frame(
      "Vehicle Health",
      "2022 sedan · 48,200 km",
      [
        ["Service due", "in 1,800 km", 0.7, "#f59e0b"],
        ["Tyre pressure", "Front left low: 30 psi", 0.45, "#ef4444"],
        ["Registration", "Renews in 41 days", 0.85, "#10b981"],
        ["Battery", "Healthy", 0.92, "#10b981"],
      ]
        .map(([title, detail, ratio, color], index) =>
          card(
            132 + index * 112,
            98,
            `${text(40, 166 + index * 112, title as string, 15, 700)}${text(40, 188 + index * 112, detail as string, 13, 400, MUTED)}${bar(40, 202 + index * 112, 280, ratio as number, color as string)}`,
          ),
        )
        .join(""),
    ),
  "insurance-management": () =>
    frame(
      "Insurance",
      "Comprehensive · agency repair",
      card(
        132,
        150,
        `${text(40, 166, "Policy renews in", 13, 600, MUTED)}${text(40, 204, "23 days", 32, 800)}
        <rect x="40" y="226" width="128" height="34" rx="17" fill="${INK}"/>${text(104, 248, "Compare quotes", 12, 700, "#ffffff", "middle")}`,
        "#fffbeb",
      ) +
        card(
          298,
          200,
          `${text(40, 330, "Your cover", 14, 700)}
        ${[
          ["Third-party liability", "Included"],
          ["Own damage", "Included"],
          ["Roadside assistance", "Included"],
          ["Off-road cover", "Add-on"],
        ]
          .map(
            ([name, status], index) =>
              `${text(40, 366 + index * 34, name!, 13, 500)}${text(W - 40, 366 + index * 34, status!, 13, 700, status === "Included" ? "#047857" : MUTED, "end")}`,
          )
          .join("")}`,
        ) +
        card(
          514,
          80,
          `${text(40, 548, "Safe-driver cashback", 13, 600, MUTED)}${text(40, 574, "Eligible at renewal", 17, 800)}`,
        ),
    ),
};

export const APP_SCREEN_IDS = Object.keys(screens);

export function renderAppScreen(id: string): string | undefined {
  return screens[id]?.();
}
