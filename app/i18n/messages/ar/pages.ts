/** The page bodies' Arabic words (R-EDITION-05), the same keys as en/pages.ts (docs/arabic-glossary.md). */
import { MAX_CASHBACK_PERCENT } from "@core/constants";
import { arabicCount } from "@core/format";
import { siteConfig } from "@site-config";
import type { Messages } from "../en";

const name = siteConfig.name;

export const pages: Messages["pages"] = {
  hero: {
    // The headline puts «حتى» before the figure, as the glossary asks of every percentage.
    headline: `وفّر حتى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك`,
    subheadline: `هل أنت سائق ماهر؟ أثبت ذلك مع ${name}، واحصل على استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك.`,
    ctaMobile: "احصل على عرض سعر",
    ctaDesktop: "احصل على عرض سعر وابدأ الكسب!",
    eyebrow: "مدرّب القيادة بالذكاء الاصطناعي لسائقي الإمارات",
    loading: "جارٍ التحميل...",
    badgesLabel: "لماذا يثق بنا السائقون",
    partnerBadge: "شريك تأمين موثّق",
    cashbackBadge: "استرداد نقدي حقيقي",
    setupBadge: "إعداد في 3 دقائق",
    insurersLead: "يعمل مع جميع شركات التأمين في الإمارات، ومنها",
  },
  calculator: {
    title: "اكتشف ما يمكن أن تكسبه من القيادة الآمنة",
    premiumLabel: "قسط التأمين السنوي",
    valueText: (premium, cashback, typical) =>
      `قسط التأمين ${premium}: استرداد نقدي يصل إلى ${cashback}، وفي المعتاد ${typical}`,
    cashbackLabel: (percent) => `استردادك النقدي المحتمل (حتى ${percent}%)`,
    typicalLabel: (percent) => `ما يكسبه السائق عادةً (${percent}%)`,
    note: (percent) =>
      `نسبة ${percent}% هي الحد الأقصى للسائقين الأكثر أمانًا، و«عادةً» تعني ما يكسبه سائق درجة سلامته متوسطة. ويعتمد استردادك النقدي على قيادتك وعلى قواعد المكافآت.`,
    howWorkedOut: "كيف نحسب هذين الرقمين؟",
  },
  insurerStrip: {
    play: "تشغيل شعارات شركات التأمين",
    pause: "إيقاف شعارات شركات التأمين مؤقتًا",
  },
  howItWorks: {
    eyebrow: "كيف يعمل",
    heading: "أربع خطوات من عرض السعر إلى الاسترداد النقدي",
    carouselLabel: "خطوات الاستخدام",
    step: (number) => `الخطوة ${number}`,
    getQuote: "اطلب عرض سعر",
  },
  readyToSave: {
    heading: "مستعد للتوفير في تأمين سيارتك؟",
    text: (percent) =>
      `احصل على عرض سعر مخصّص لك في دقائق، وابدأ بكسب استرداد نقدي يصل إلى ${percent}% مقابل قيادتك الآمنة.`,
    cta: "احصل على عرض السعر",
  },
  appInAction: {
    eyebrow: "التطبيق",
    heading: (product) => `${product} في الميدان`,
    lead: "توجيه قبل أن تنطلق، وتحليلات بعد كل رحلة، ومكافآت على كل كيلومتر تقطعه بأمان.",
    carouselLabel: "شاشات التطبيق",
  },
  experience: {
    heading: (product) => `جرّب ${product} اليوم`,
    text: "التحميل مجاني، والإعداد لا يستغرق سوى ثلاث دقائق، وقد تكون أولى رحلاتك الموجَّهة اليوم.",
    cta: "تحميل التطبيق",
  },
  queenBee: {
    badge: "مسابقة شهرية",
    heading: "فُز بلقب Queen Bee وقُد شهرًا كاملًا مجانًا",
    text: "في كل شهر تردّ مسابقة Queen Bee إلى السائق الأكثر أمانًا قيمة قسط تأمينه الشهري كاملة. والمسابقة مفتوحة لجميع الأعضاء، أيًّا كانت شركة التأمين أو حالة التجديد.",
    quoteCta: "اطلب عرض سعر للتأمين",
    competeCta: "نافس على لقب Queen Bee",
    winnerTitle: "فائز واحد كل شهر",
    winnerText: "يستردّ السائق الأكثر أمانًا في الشهر قيمة قسط تأمينه الشهري كاملة.",
    openTitle: "مفتوحة لجميع الأعضاء",
    openText: "أيًّا كانت شركة التأمين، وسواء حان موعد تجديد وثيقتك أم لم يحن.",
    roadTitle: "الفوز يُحسم على الطريق",
    roadText: "درجة السلامة هي الحَكَم: قيادة سلسة، وتركيز تام، والتزام بالسرعة المحددة.",
  },
  twoPaths: {
    heading: "طريقتان للبدء",
    renewTitle: "هل حان موعد تجديد تأمينك؟",
    renewText: (percent) =>
      `احصل الآن على عرض سعر عبر وسيط التأمين الشريك، ثم قُد بأمان لتكسب استردادًا نقديًا يصل إلى ${percent}%.`,
    renewCta: "احصل على عرض سعر",
    buildTitle: "لم يحن موعد التجديد بعد؟",
    buildText:
      "انضم الآن وابدأ ببناء درجة السلامة الخاصة بك، لتكون مستعدًا للحصول على الاسترداد النقدي حين يحين موعد التجديد.",
    buildCta: "ابدأ ببناء درجتي",
  },
  stories: {
    eyebrow: "قصص الأعضاء",
    heading: "سائقون يكسبون من قيادتهم الجيدة",
    disclosure:
      "قصص توضيحية لأعضائنا، تُنشر بموافقتهم: الأسماء مختصرة، وبعض التفاصيل مبسّطة، وتختلف النتائج من سائق إلى آخر.",
    safetyScore: "درجة السلامة",
    seeMore: "اقرأ المزيد من القصص",
    readWhole: (firstName) => `اقرأ مسيرة ${firstName} كاملة:`,
    journeyLink: (score) => `من تنقّل يومي على عجل إلى درجة سلامة ${score}`,
    quoteOpen: "«",
    quoteClose: "»",
    moreHeading: "أعضاء أكثر، وكيلومترات أكثر",
  },
  ui: {
    ratingOutOf: (count, source) =>
      `من 5 بحسب ${arabicCount(count, { one: "تقييم واحد", two: "تقييمين", few: "# تقييمات", many: "# تقييمًا", other: "# تقييم" })} على ${source}`,
    previousSlide: (carousel) => `الشريحة السابقة: ${carousel}`,
    nextSlide: (carousel) => `الشريحة التالية: ${carousel}`,
    slideOf: (index, total) => `${index} من ${total}`,
    chooseSlide: (carousel) => `${carousel}: اختر شريحة`,
    goToSlide: (index, title) => `انتقل إلى الشريحة ${index}: ${title}`,
    imageUnavailable: "الصورة غير متاحة",
  },
  features: {
    eyebrow: "المزايا",
    plansHeading: "الباقات",
  },
  faq: {
    eyebrow: "الأسئلة الشائعة",
    lead: "الاسترداد النقدي، ودرجة السلامة، ومسابقة Queen Bee، وعروض الأسعار، والباقات، والخصوصية: إجابات مختصرة.",
    stillQuestion: "هل لديك سؤال آخر؟",
    contactUs: "تواصل معنا",
  },
  contact: {
    eyebrow: "اتصل بنا",
    lead: "لديك سؤال عن عرض السعر أو التطبيق أو الاسترداد النقدي؟ أرسل إلينا رسالة، وسنرد عليك خلال يوم عمل واحد.",
    formHeading: "أرسل إلينا رسالة",
    otherWays: "طرق أخرى للتواصل معنا",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    hoursLabel: "ساعات العمل",
    officeLabel: "المكتب",
    hours: "من الاثنين إلى الجمعة، من الساعة 9:00 إلى الساعة 18:00 بتوقيت الخليج",
    office: "المكتب 1204، مبنى باي سكوير 5، الخليج التجاري، دبي، الإمارات العربية المتحدة",
    greeting: (product) => `مرحبًا! لدي سؤال عن ${product}.`,
  },
};
