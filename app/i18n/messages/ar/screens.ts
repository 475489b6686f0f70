/**
 * The words inside the app-screen mock-ups (R-EDITION-20) in Arabic: the same keys as
 * en/screens.ts, in the glossary's words (docs/arabic-glossary.md), as an Arabic app in the
 * UAE would show them: Western digits, places by their Arabic names, the brand in Latin.
 * Each line must fit its place in the drawing, which does not wrap (a browser test checks it).
 */
import type { ScreenMessages } from "../en/screens";

export const screens: ScreenMessages = {
  "ai-safety-coach": {
    title: "مدرّب السلامة الذكي",
    subtitle: "قبل الانطلاق · دبي مارينا ← مركز دبي المالي",
    briefingCaption: "إرشادات اليوم",
    briefingHeadline: "ازدحام على شارع الشيخ زايد من 8:10",
    briefingText: ["انطلق مبكرًا 5 دقائق، وحافظ على", "مسافة 3 ثوانٍ عند التقاطع رقم 4."],
    routeTip: "نصيحة للمسار",
    heatAlert: "تنبيه الحرّ",
    heatTip: "افحص ضغط الإطارات وهي باردة",
    focusMode: "وضع التركيز مفعّل",
    focusTip: "الإشعارات صامتة أثناء القيادة",
    startTrip: "ابدأ الرحلة",
  },
  "safety-score": {
    title: "درجة السلامة",
    subtitle: "آخر 30 يومًا · 42 رحلة",
    rating: "ممتاز",
    factors: ["سلاسة الكبح", "الالتزام بالسرعة", "عدم استخدام الهاتف", "الانعطاف"],
  },
  "driving-coach": {
    title: "مدرّب القيادة",
    subtitle: "إعادة عرض الرحلة · 24 دقيقة · 31 كم",
    harshBraking: "كبح مفاجئ",
    momentCaption: "لحظة تستحق التحسين",
    momentHeadline: "كبح متأخر قبل مخرج الصفا",
    momentText: ["ارفع قدمك مبكرًا حين تتباطأ الحركة", "أمامك، فتوفّر الوقود وتكسب النقاط."],
    tripScore: "درجة الرحلة",
    tripScoreValue: "88 من 100",
    weekChange: "بزيادة 3 هذا الأسبوع",
  },
  rewards: {
    title: "المكافآت",
    subtitle: "نوفمبر",
    pointsBalance: "رصيد النقاط",
    cashbackProgress: "تقدّم الاسترداد النقدي في سنة الوثيقة الحالية",
    leaderboard: "لوحة صدارة مسابقة Queen Bee",
    leaders: ["ليلى ح.", "عمر س.", "أنت", "ماريا غ."],
  },
  "vehicle-health": {
    title: "حالة المركبة",
    subtitle: "سيدان موديل 2022 · 48,200 كم",
    checks: [
      { name: "موعد الصيانة", status: "بعد 1,800 كم" },
      { name: "ضغط الإطارات", status: "الإطار الأمامي الأيسر منخفض: 30 رطل/بوصة²" },
      { name: "ترخيص المركبة", status: "يتجدد بعد 41 يومًا" },
      { name: "البطارية", status: "بحالة جيدة" },
    ],
  },
  "insurance-management": {
    title: "التأمين",
    subtitle: "تأمين شامل · الإصلاح في الوكالة",
    renewsIn: "تتجدد الوثيقة بعد",
    renewsInDays: "23 يومًا",
    compareQuotes: "قارن عروض الأسعار",
    yourCover: "تغطيتك",
    cover: ["المسؤولية تجاه الغير", "أضرار مركبتك", "المساعدة على الطريق", "تغطية الطرق الوعرة"],
    included: "مشمولة",
    addOn: "ميزة إضافية",
    cashback: "الاسترداد النقدي للقيادة الآمنة",
    cashbackStatus: "مستحق عند التجديد",
  },
};
