/**
 * The Arabic edition's words for each registry page (R-EDITION-15): the twin of pageCopy
 * (core/page-copy.ts), under the same ids, with the same figures from the same constants.
 * Keywords are written as Arabic searchers in the UAE type them (no diacritics).
 */
import { siteConfig } from "../site.config";
import { CLAIMS, MAX_CASHBACK_PERCENT } from "./constants";
import type { ChoicePage, PageId } from "./pages";
import type { PageCopy } from "./page-copy";
import { fillPlaceholders } from "./placeholders";

const name = siteConfig.name;
/** The Premium price with its noun and «شهريًا», worded as the Arabic content words it ({{premiumPrice}}). */
const premiumPrice = fillPlaceholders("{{premiumPrice}}", "ar");

export const pageCopyAr = {
  about: {
    title: "من نحن",
    heading: `نبذة عن ${name}`,
    description: `${name} مدرّب قيادة بالذكاء الاصطناعي، مقرّه دبي، يكافئ السائقين الملتزمين بالقيادة الآمنة في الإمارات باسترداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين السيارة.`,
    keywords: [`عن ${name}`, "شركة ناشئة للسلامة المرورية في الامارات", "مكافآت القيادة الآمنة", "تأمين سيارات دبي"],
  },
  features: {
    title: "المزايا والباقات",
    heading: `مزايا ${name}`,
    description: `توجيه بالذكاء الاصطناعي، ودرجة السلامة، وتحليل الرحلات، والمكافآت، وحالة المركبة، والتأمين في تطبيق واحد: مجانًا، أو بالباقة المميزة (Premium) مقابل ${premiumPrice}.`,
    keywords: ["مزايا تطبيق القيادة", "تطبيق درجة السلامة", "مدرب قيادة بالذكاء الاصطناعي الامارات"],
  },
  "how-it-works": {
    title: "كيف يعمل التطبيق",
    heading: `كيف يعمل ${name}`,
    description: `احصل على التأمين عبر وسيط التأمين الشريك، وقُد بتوجيه من الذكاء الاصطناعي، واطّلع على نتائجك بعد كل رحلة، واكسب استردادًا نقديًا يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك.`,
    keywords: ["كيف يعمل الاسترداد النقدي على التأمين", "استرداد نقدي تأمين السيارة", "مكافآت القيادة الآمنة الامارات"],
  },
  "success-stories": {
    title: "قصص النجاح",
    heading: "قصص النجاح",
    description: `قصص توضيحية لأعضاء ${name} في أنحاء الإمارات، تُنشر بموافقتهم: كيف حسّن التوجيه أسلوب قيادتهم، وكيف كسبوا به استردادًا نقديًا على تأمين السيارة.`,
    keywords: [`تقييمات ${name}`, `آراء مستخدمي ${name}`, "قصص سائقين آمنين في الامارات"],
  },
  "driver-score": {
    title: "تقييم السائق: ابنِ درجتك",
    heading: "ابنِ درجتك في تقييم السائق",
    description: `كيف تُبنى درجة السلامة في ${name} من أسلوبك في الكبح والسرعة والانعطاف ومن تركيزك على الطريق، وكيف ترفعها على طرق الإمارات لتكسب استردادًا نقديًا أكبر.`,
    keywords: ["تقييم السائق", "درجة السلامة في القيادة", "كيف ارفع درجة القيادة", "نقاط القيادة الامارات"],
  },
  "queen-bee-competition": {
    title: "مسابقة Queen Bee",
    heading: "مسابقة Queen Bee",
    description:
      "في كل شهر، يُردّ إلى السائق الأكثر أمانًا كامل سعر تأمينه الشهري. والمسابقة مفتوحة لجميع الأعضاء، أيًّا كانت شركة تأمينهم أو حالة التجديد لديهم.",
    keywords: ["مسابقة Queen Bee", "مسابقة القيادة الآمنة في الامارات", "استرجاع قيمة التأمين"],
  },
  faq: {
    title: "الأسئلة الشائعة",
    heading: "الأسئلة الشائعة",
    description: `إجابات عن ${name}: الاسترداد النقدي، ودرجة السلامة، ومسابقة Queen Bee، والباقات، والخصوصية، وطلب عرض سعر لتأمين سيارتك في الإمارات عبر وسيط التأمين الشريك.`,
    keywords: [`اسئلة ${name}`, "اسئلة عن الاسترداد النقدي للتأمين", "عرض سعر تأمين سيارة الامارات"],
  },
  contact: {
    title: "تواصل معنا",
    heading: "تواصل معنا",
    description: `لديك سؤال عن ${name} أو عن عرض السعر أو الاسترداد النقدي؟ راسلنا أو اتصل بنا أو تواصل عبر واتساب مع فريقنا في الخليج التجاري بدبي، وسيسعدنا الرد عليك.`,
    keywords: [`التواصل مع ${name}`, `دعم ${name}`, "الخليج التجاري دبي"],
  },
  privacy: {
    title: "سياسة الخصوصية",
    heading: "سياسة الخصوصية",
    description: `كيف يجمع ${name} البيانات الشخصية على هذا الموقع ويستخدمها ويحتفظ بها ويحميها، وفقًا لقانون حماية البيانات الشخصية في دولة الإمارات، وما حقوقك في ذلك.`,
    keywords: ["سياسة الخصوصية", "قانون حماية البيانات الشخصية الامارات"],
  },
  terms: {
    title: "شروط الخدمة",
    heading: "شروط الخدمة",
    description: `الشروط التي تسري عند استخدامك الموقع الإلكتروني لـ ${name}، أو طلبك عرض سعر عبر وسيط التأمين الشريك، أو تواصلك معنا. يُرجى قراءتها قبل استخدام الموقع.`,
    keywords: ["شروط الخدمة", "شروط استخدام الموقع"],
  },
  "app-terms-of-use": {
    title: "شروط استخدام التطبيق",
    heading: "شروط استخدام التطبيق",
    description: `شروط استخدام تطبيق ${name} للهواتف الذكية: درجة السلامة، والمكافآت والاسترداد النقدي، ومسابقة Queen Bee، والباقات والاشتراك، وقواعد الاستخدام المقبول.`,
    keywords: ["شروط استخدام التطبيق", `شروط تطبيق ${name}`],
  },
  "app-privacy-notice": {
    title: "إشعار خصوصية التطبيق",
    heading: "إشعار خصوصية التطبيق",
    description: `ما الذي يجمعه تطبيق ${name} من رحلاتك ومن مستشعرات هاتفك، ولماذا نجمعه، وكم من الوقت نحتفظ به، ومع من نشاركه، وما الخيارات المتاحة لك.`,
    keywords: ["إشعار خصوصية التطبيق", "خصوصية بيانات الرحلات"],
  },
  blog: {
    title: "المدونة: القيادة الآمنة وتأمين السيارات في الإمارات",
    heading: "قيادة أكثر أمانًا، وتأمين أذكى",
    description: `أدلة ونصائح من ${name} عن قوانين المرور في الإمارات، والنقاط السوداء، وسالك، وتأمين السيارات، والاسترداد النقدي، وبناء درجة سلامة أفضل.`,
    keywords: ["مدونة القيادة في الامارات", "نصائح تأمين السيارات الامارات", "مخالفات المرور دبي"],
    crumb: "المدونة",
  },
} as const satisfies Record<PageId, PageCopy>;

/**
 * The home page's title and description (the twin of app/routes/home.tsx `meta()`).
 * Arabic says «حتى» ("up to") where the English headline says "Save" with the bare percentage.
 */
export const homeCopyAr = {
  title: `وفّر حتى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك – ${name}، مدرّب القيادة بالذكاء الاصطناعي في الإمارات`,
  description: `يوجّهك ${name} لتقود بأمان أكبر، ويكافئك باسترداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك في الإمارات. احصل على عرض سعر عبر وسيط التأمين الشريك خلال دقائق.`,
} as const;

/** The descriptions in the Arabic pages' structured data (the twins of app/lib/structured-data.ts's English ones). */
export const structuredDataAr = {
  app: `مدرّب القيادة بالذكاء الاصطناعي: اكسب استردادًا نقديًا يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك مقابل القيادة الآمنة.`,
  service: `عروض أسعار تأمين السيارات عبر وسيط التأمين الشريك، مع استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% للسائقين الملتزمين بالقيادة الآمنة.`,
} as const;

/** The Arabic twins of choicePageCopy (core/page-copy.ts): the quote page and the app page (R-HTML-01, 02). */
export const choicePageCopyAr = {
  quote: {
    title: "اطلب عرض سعر لتأمين سيارتك",
    heading: "احصل على عرض سعر لتأمين سيارتك",
    description: `احصل مجانًا على عرض سعر لتأمين سيارتك عبر وسيط التأمين الشريك المرخّص، عبر الإنترنت أو عبر واتساب: قارن بين ${CLAIMS.providers} شركة تأمين في الإمارات، ثم اكسب استردادًا نقديًا يصل إلى ${MAX_CASHBACK_PERCENT}% مقابل القيادة الآمنة.`,
    keywords: ["عرض سعر تأمين سيارة الامارات", "تأمين سيارات دبي", "عرض سعر تأمين واتساب"],
  },
  app: {
    title: "حمّل التطبيق",
    heading: `حمّل تطبيق ${name}`,
    description: `حمّل ${name} لأجهزة iPhone من App Store، أو انضم إلى قائمة انتظار Android: توجيه بالذكاء الاصطناعي في كل رحلة، واسترداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك.`,
    keywords: [`تطبيق ${name}`, "تطبيق القيادة الآمنة الامارات", `${name} اندرويد`],
  },
} as const satisfies Record<ChoicePage, PageCopy>;
