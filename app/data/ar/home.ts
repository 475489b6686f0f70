/**
 * Home-page content of the Arabic edition (R-EDITION-15): the twin of app/data/home.ts, with the
 * same ids, screens, gradients and order, and the same figures from the same constants.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT } from "@core/constants";
import type { AppScreen, HowItWorksStep } from "~/data/home";

export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    id: "get-insured",
    title: "احصل على التأمين",
    subtitle: `قارن بين ${CLAIMS.providers} شركة تأمين في الإمارات`,
    description: "احصل على عرض سعر مخصّص لك خلال دقائق عبر وسيط التأمين الشريك المرخّص، عبر الإنترنت أو على واتساب.",
    features: [
      `${CLAIMS.providers} شركة تأمين في الإمارات`,
      "مسح المستندات بتقنية الذكاء الاصطناعي",
      "التأمين الشامل والتأمين ضد الغير",
    ],
    screen: "insurance-management",
    imageAlt: "شاشة إدارة التأمين تقارن بين عروض أسعار وثائق التأمين",
    gradient: "from-amber-100 via-amber-50 to-white",
  },
  {
    id: "drive-safe",
    title: "قُد بأمان",
    subtitle: "التوجيه المسبق بالذكاء الاصطناعي",
    description: "قبل كل رحلة، يقدّم لك مدرّب القيادة بالذكاء الاصطناعي إرشادات موجزة تراعي مسارك والطقس ووقت اليوم.",
    features: [
      "نصائح تراعي مسارك قبل أن تنطلق",
      "تنبيهات الحرّ والضباب والعواصف الرملية",
      "لا استخدام للهاتف أثناء القيادة",
    ],
    screen: "ai-safety-coach",
    imageAlt: "شاشة مدرّب السلامة بالذكاء الاصطناعي وعليها إرشادات ما قبل القيادة",
    gradient: "from-sky-100 via-sky-50 to-white",
  },
  {
    id: "see-results",
    title: "اطّلع على النتائج",
    subtitle: "تحليلات ما بعد الرحلة",
    description:
      "بعد كل رحلة، اعرف ما أحسنت فيه في الكبح والسرعة والانعطاف والتركيز، مع أمر واحد تحسّنه في المرة القادمة.",
    features: ["درجة سلامة لكل رحلة", "ملاحظات عن الكبح والسرعة والانعطاف", "اتجاهات أسبوعية لتقدّمك"],
    screen: "safety-score",
    imageAlt: "شاشة درجة السلامة تعرض ملخّص رحلة",
    gradient: "from-emerald-100 via-emerald-50 to-white",
  },
  {
    id: "earn-rewards",
    title: "اكسب المكافآت",
    subtitle: "نقاط واسترداد نقدي وجوائز",
    description:
      "كل كيلومتر تقطعه بأمان يكسبك نقاطًا واستردادًا نقديًا شهريًا، ويفوز السائق الأكثر أمانًا كل شهر بجوائز مسابقة Queen Bee.",
    features: [
      "نقاط عن كل رحلة آمنة",
      "استرداد نقدي شهري",
      "جوائز مسابقة Queen Bee",
      `عوائد سنوية تصل إلى ${MAX_CASHBACK_PERCENT}%`,
    ],
    screen: "rewards",
    imageAlt: "شاشة المكافآت تعرض النقاط والاسترداد النقدي",
    gradient: "from-violet-100 via-violet-50 to-white",
  },
];

export const homeStats = [
  { value: CLAIMS.members, label: "عضو" },
  { value: `${MAX_CASHBACK_PERCENT}%`, label: "أقصى استرداد نقدي ممكن" },
  { value: String(CLAIMS.safetyScoreLeader), label: "درجة المتصدرين في السلامة" },
] as const satisfies readonly { value: string; label: string }[];

/** «{product} في الميدان»: the six app screens, in the English order. */
export const appScreens: readonly AppScreen[] = [
  {
    id: "ai-safety-coach",
    title: "مدرّب السلامة بالذكاء الاصطناعي",
    description: "إرشادات موجزة مخصّصة لك قبل كل رحلة.",
    imageAlt: "شاشة مدرّب السلامة بالذكاء الاصطناعي: إرشادات ما قبل القيادة مع نصائح عن المسار والحرّ والتركيز",
  },
  {
    id: "safety-score",
    title: "درجة السلامة",
    description: "رقم واحد من 0 إلى 100 يعكس مدى أمان قيادتك.",
    imageAlt: "شاشة درجة السلامة: حلقة الدرجة مع عوامل الكبح والسرعة والتركيز",
  },
  {
    id: "driving-coach",
    title: "مدرّب القيادة",
    description: "إعادة عرض لرحلاتك تُبرز اللحظات المؤثرة فيها.",
    imageAlt: "شاشة مدرّب القيادة: خط زمني للرحلة تظهر عليه لحظة كبح مفاجئ",
  },
  {
    id: "rewards",
    title: "المكافآت",
    description: "النقاط والاسترداد النقدي الشهري ولوحة صدارة مسابقة Queen Bee.",
    imageAlt: "شاشة المكافآت: رصيد النقاط وتقدّم الاسترداد النقدي ولوحة الصدارة",
  },
  {
    id: "vehicle-health",
    title: "حالة المركبة",
    description: "تذكيرات بمواعيد الصيانة وفحص الإطارات وتجديد ترخيص المركبة.",
    imageAlt: "شاشة حالة المركبة: تذكيرات الصيانة والإطارات وتجديد الترخيص",
  },
  {
    id: "insurance-management",
    title: "إدارة التأمين",
    description: "وثيقة تأمينك وموعد تجديدها وعروض الأسعار في مكان واحد.",
    imageAlt: "شاشة إدارة التأمين: تفاصيل وثيقة التأمين والعدّ التنازلي لموعد التجديد",
  },
];
