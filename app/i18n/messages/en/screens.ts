/**
 * The words inside the app-screen mock-ups (R-EDITION-20), in English: one entry per screen,
 * named by the screen's id. Plain strings: the pages' loaders bring them at build time, so no
 * page's code carries them and each page carries only its own language's.
 * app/i18n/messages/ar/screens.ts has the same keys; the drawing is app/components/ui/app-screen-mockup.tsx.
 */
export const screens = {
  "ai-safety-coach": {
    title: "AI Safety Coach",
    subtitle: "Before you drive · Marina → DIFC",
    briefingCaption: "Today's briefing",
    briefingHeadline: "Heavy traffic on E11 from 8:10",
    /** Two lines: the drawing does not wrap. */
    briefingText: ["Leave 5 minutes early and keep", "a 3-second gap at Interchange 4."],
    routeTip: "Route tip",
    heatAlert: "Heat alert",
    heatTip: "Check tyre pressure when cool",
    focusMode: "Focus mode on",
    focusTip: "Notifications muted while driving",
    startTrip: "Start trip",
  },
  "safety-score": {
    title: "Safety Score",
    subtitle: "Rolling 30 days · 42 trips",
    rating: "Excellent",
    /** Braking, speed, phone and cornering, in the drawing's order. */
    factors: ["Smooth braking", "Speed awareness", "Phone focus", "Cornering"],
  },
  "driving-coach": {
    title: "Driving Coach",
    subtitle: "Trip replay · 24 min · 31 km",
    harshBraking: "Harsh braking",
    momentCaption: "Moment to improve",
    momentHeadline: "Late braking before Al Safa exit",
    momentText: ["Lift off earlier when traffic slows", "ahead: it saves fuel and points."],
    tripScore: "Trip score",
    tripScoreValue: "88 / 100",
    weekChange: "+3 this week",
  },
  rewards: {
    title: "Rewards",
    subtitle: "November",
    pointsBalance: "Points balance",
    cashbackProgress: "Cashback progress this policy year",
    leaderboard: "Queen Bee leaderboard",
    /** Ranks 1 to 4; the third is the driver looking at the screen. */
    leaders: ["Layla H.", "Omar S.", "You", "Maria G."],
  },
  "vehicle-health": {
    title: "Vehicle Health",
    subtitle: "2022 sedan · 48,200 km",
    /** Service, tyres, registration and battery, in the drawing's order. */
    checks: [
      { name: "Service due", status: "in 1,800 km" },
      { name: "Tyre pressure", status: "Front left low: 30 psi" },
      { name: "Registration", status: "Renews in 41 days" },
      { name: "Battery", status: "Healthy" },
    ],
  },
  "insurance-management": {
    title: "Insurance",
    subtitle: "Comprehensive · agency repair",
    renewsIn: "Policy renews in",
    renewsInDays: "23 days",
    compareQuotes: "Compare quotes",
    yourCover: "Your cover",
    /** The first three are included, the last an add-on. */
    cover: ["Third-party liability", "Own damage", "Roadside assistance", "Off-road cover"],
    included: "Included",
    addOn: "Add-on",
    cashback: "Safe-driver cashback",
    cashbackStatus: "Eligible at renewal",
  },
};

export type ScreenMessages = typeof screens;
export type AppScreenId = keyof ScreenMessages;
