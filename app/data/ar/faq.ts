/**
 * The /ar/faq page as typed data (R-EDITION-15): the twin of app/data/faq.ts, the same groups and
 * questions under the same ids, in the same order. Links into the site are written
 * `[words](/ar/path)`; every figure comes from the constants or the site config. The
 * helpers (`allFaqItems`, `FAQ_LINK`, `answerAsText`) are the English module's: they work
 * on either edition's groups.
 */
import { CALCULATOR, CLAIMS, MAX_CASHBACK_PERCENT, TYPICAL_CASHBACK_PERCENT } from "@core/constants";
import { fillPlaceholders } from "@core/placeholders";
import { brokerStatement, siteConfig } from "@site-config";
import type { FaqGroup, FaqItem } from "~/data/faq";
import { formatAed, TYPICAL_CASHBACK_ANSWER_ID, typicalCashbackFor } from "~/features/calculator";

const name = siteConfig.name;
const maxCashback = `${MAX_CASHBACK_PERCENT}%`;
/** The Premium price with its noun and «شهريًا», worded as the Arabic content words it ({{premiumPrice}}). */
const premiumPrice = fillPlaceholders("{{premiumPrice}}", "ar");

const DAYS: Readonly<Record<string, string>> = {
  Monday: "الاثنين",
  Tuesday: "الثلاثاء",
  Wednesday: "الأربعاء",
  Thursday: "الخميس",
  Friday: "الجمعة",
  Saturday: "السبت",
  Sunday: "الأحد",
};

/**
 * The support hours of the site config in Arabic, with its own times; if the setting is
 * ever written another way, the English as written rather than a wrong Arabic sentence.
 */
function supportHours(): string {
  const hours: string = siteConfig.hours;
  const match = /^(\w+) to (\w+), (\d{1,2}:\d{2}) to (\d{1,2}:\d{2}) \(GST\)$/.exec(hours);
  const from = DAYS[match?.[1] ?? ""];
  const to = DAYS[match?.[2] ?? ""];
  if (!match || !from || !to) return hours;
  return `من ${from} إلى ${to}، من الساعة ${match[3]} إلى الساعة ${match[4]} بتوقيت الخليج`;
}

/** Licensing authorities as the glossary names them (docs/arabic-glossary.md). */
const AUTHORITIES: Readonly<Record<string, string>> = {
  "Central Bank of the UAE": "مصرف الإمارات العربية المتحدة المركزي",
};

/** The twin of the English broker question: only once the broker's real details are set. */
function brokerFaq(): FaqItem[] {
  if (brokerStatement() === null) return [];
  const broker = siteConfig.broker;
  const authority = AUTHORITIES[broker.licenceAuthority] ?? broker.licenceAuthority;
  return [
    {
      id: "who-arranges-insurance",
      question: "من يتولى ترتيب تأميني؟",
      answer: `يتولى ${broker.name} ترتيب التأمين، وهو مرخّص من ${authority} (رقم الترخيص ${broker.licenceNumber}). و${name} ليس شركة تأمين. ومن ${broker.name} تحصل على عرض السعر ووثيقة التأمين، ومن خلاله يُطبَّق الاسترداد النقدي الخاص بك.`,
    },
  ];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "cashback-rewards",
    title: "الاسترداد النقدي والمكافآت",
    items: [
      {
        id: "how-much-cashback",
        question: "ما مقدار الاسترداد النقدي الذي يمكنني كسبه؟",
        answer: `يمكن للسائقين الملتزمين بالقيادة الآمنة كسب استرداد نقدي يصل إلى ${maxCashback} على تأمين السيارة الذي يشترونه عبر وسيط التأمين الشريك المرخّص. وعبارة «يصل إلى ${maxCashback}» تعني الحد الأقصى، لا نسبة ثابتة ولا وعدًا: فما تكسبه يعتمد على درجة السلامة الخاصة بك وقواعد المكافآت المعروضة في التطبيق. والاسترداد النقدي غير مضمون أبدًا.`,
      },
      {
        id: TYPICAL_CASHBACK_ANSWER_ID,
        question: "كم يكسب السائق عادةً؟",
        answer: `تعرض الحاسبة في صفحتنا الرئيسية رقمين للقسط الذي تختاره: الأول هو أقصى ما يمكن أن يكسبه السائق الملتزم بالقيادة الآمنة، أي ما يصل إلى ${maxCashback}. والثاني هو الحالة المعتادة: ما يكسبه سائق درجة سلامته متوسطة، أي نحو ${TYPICAL_CASHBACK_PERCENT}% من القسط، ومثال ذلك ${formatAed(typicalCashbackFor(CALCULATOR.defaultPremium), "ar")} على قسط قيمته ${formatAed(CALCULATOR.defaultPremium, "ar")}. ويعتمد استردادك النقدي على درجة السلامة الخاصة بك وقواعد المكافآت المعروضة في التطبيق، وهو غير مضمون أبدًا.`,
      },
      {
        id: "how-cashback-is-paid",
        question: "كيف يُدفع الاسترداد النقدي؟",
        answer: `يتراكم الاسترداد النقدي شهرًا بعد شهر بقدر ما تعكسه درجة السلامة من طريقة قيادتك، ويُدفع وفق قواعد المكافآت في التطبيق إلى بيانات الدفع التي تضيفها إلى حسابك. وتعرض شاشة المكافآت ما كسبته وما دُفع لك منه. ويجب أن تظل وثيقة التأمين التي اشتريتها عبر وسيط التأمين الشريك سارية طوال الفترة التي يتعلق بها الاسترداد النقدي.`,
      },
      {
        id: "cashback-needs-partner-broker",
        question: "هل عليّ شراء التأمين عبر وسيط التأمين الشريك لأحصل على الاسترداد النقدي؟",
        answer: `نعم، يُطبَّق الاسترداد النقدي على وثيقة تأمين مركبة سارية مشتراة عبر وسيط التأمين الشريك. وبموافقتك، لا نشارك مع الوسيط إلا ما يحتاج إليه لتأكيد وثيقتك وتطبيق الاسترداد النقدي. وإذا كان تأمينك لدى جهة أخرى، فما زال بإمكانك بناء درجة السلامة الخاصة بك والمنافسة في مسابقة Queen Bee.`,
      },
      {
        id: "cashback-and-premium",
        question: "هل يغيّر الاسترداد النقدي سعر وثيقة التأمين؟",
        answer: `لا. فقسط التأمين والتغطية وشروط الوثيقة تحددها شركة التأمين عند الشراء، أما الاسترداد النقدي فتكسبه إضافةً إلى ذلك بطريقة قيادتك خلال مدة الوثيقة.`,
      },
      {
        id: "what-are-points",
        question: "ما هي النقاط؟",
        answer: `النقاط هي الجانب اليومي من مكافآت ${name}: تجمعها عن الرحلات المقيَّمة وعن المواظبة على العادات الجيدة، وتظهر في شاشة المكافآت بجانب درجتك. ومصدرها القيادة الجيدة، لا كثرة القيادة. وتجد في التطبيق دائمًا القواعد الحالية لاستخدام النقاط.`,
      },
    ],
  },
  {
    id: "safety-score",
    title: "درجة السلامة",
    items: [
      {
        id: "how-score-is-calculated",
        question: "كيف تُحتسب درجة السلامة الخاصة بي؟",
        answer: `تتراوح درجتك من 0 إلى 100، وكلما ارتفعت كانت قيادتك أكثر أمانًا، وتُقيَّم كل رحلة على ستة عوامل: السرعة مقارنةً بالحد المسموح (حتى 25 نقطة)، والانشغال بالهاتف (حتى 20)، والكبح (حتى 20)، والتسارع (حتى 15)، والانعطاف (حتى 15)، ووقت القيادة (حتى 5). وتُرجَّح الرحلات بحسب المسافة، ويُحسب متوسطها خلال آخر 30 يومًا، ويُحدَّث باستمرار. وتجد المنهجية كاملة في [صفحة تقييم السائق](/ar/driver-score).`,
      },
      {
        id: "how-fast-score-changes",
        question: "ما مدى سرعة تغيّر درجتي؟",
        answer: `لأن درجتك تغطي آخر 30 يومًا وتُحدَّث باستمرار، يظهر التحسن في غضون أيام، وتتلاشى الأخطاء القديمة في غضون شهر. والرحلة السيئة الواحدة تخفضها قليلًا، لا كثيرًا. ويرى الأعضاء الجدد درجة مؤقتة إلى أن يقطعوا مسافة كافية تعطي صورة موثوقة، وهو ما يستغرق عادةً بضعة أيام من القيادة المعتادة.`,
      },
      {
        id: "passenger-and-short-trips",
        question: "ماذا يحدث للرحلات التي كنت فيها راكبًا؟",
        answer: `حدّدها في التطبيق على أنها رحلات راكب، فتُستبعد من درجتك. أما الرحلات القصيرة جدًا، التي تقل عن كيلومتر واحد تقريبًا، فتُسجَّل لكنها لا تُقيَّم.`,
      },
      {
        id: "score-looks-wrong",
        question: "ماذا لو بدت لي رحلة أو درجتي غير صحيحة؟",
        answer: `راسلنا على ${siteConfig.supportEmail} وسيراجعها أحد أعضاء فريقنا ويصحّح أي خطأ نجده. ويعتمد تسجيل الرحلات على هاتفك، لذا قد يتأثر تسجيل الرحلة بانخفاض البطارية أو وضع توفير الطاقة أو ضعف إشارة GPS أو إيقاف الأذونات.`,
      },
      {
        id: "what-score-ignores",
        question: "هل يؤثر عمري أو سيارتي أو حركة المرور من حولي في درجتي؟",
        answer: `لا. فالدرجة تتعلق بسلوك القيادة وحده، ولا تأخذ في الاعتبار عمرك أو جنسيتك أو جنسك أو السيارة التي تقودها. والوقوف في طابور الازدحام على شارع الشيخ زايد لا يُعدّ حدثًا خطرًا، لذا لا تُحتسب عليك حركة المرور التي لا تتحكم فيها.`,
      },
    ],
  },
  {
    id: "queen-bee",
    title: "مسابقة Queen Bee",
    items: [
      {
        id: "what-is-queen-bee",
        question: "ما هي مسابقة Queen Bee؟",
        answer: `في كل شهر، يُتوَّج السائق الأكثر أمانًا في مجتمع ${name} بلقب Queen Bee، ويُردّ إليه كامل سعر تأمينه الشهري. وهي أكبر مكافأة منفردة نقدّمها. وتجد القواعد كاملة في [صفحة مسابقة Queen Bee](/ar/queen-bee-competition).`,
      },
      {
        id: "who-can-enter-queen-bee",
        question: "من يمكنه المشاركة في مسابقة Queen Bee؟",
        answer: `يمكن لجميع الأعضاء المنافسة، أيًّا كانت شركة تأمينهم وأيًّا كانت حالة التجديد لديهم، والمشاركة مجانية. ولا تحتاج إلى وثيقة تأمين مشتراة عبر وسيط التأمين الشريك، فالباقة المجانية تتيح لك المشاركة في مسابقة Queen Bee.`,
      },
      {
        id: "how-queen-bee-is-decided",
        question: "كيف يُختار الفائز؟",
        answer: `يُحدَّد الفائز بناءً على قيادته خلال ذلك الشهر كما يقيسها التطبيق، لا بالقرعة. ولأن الدرجة مرجّحة بالمسافة، يُقارَن بين السائقين بإنصاف مهما اختلفت المسافات التي يقطعونها، ويبدأ الجميع على قدم المساواة في اليوم الأول من كل شهر.`,
      },
      {
        id: "new-members-queen-bee",
        question: "هل يمكن لعضو جديد أن يفوز؟",
        answer: `نعم. تبدأ مسابقة Queen Bee من جديد كل شهر، لذا فالعضو الجديد الذي يقود بحرص طوال أربعة أسابيع لديه الفرصة نفسها التي لدى من انضم إلينا منذ سنوات.`,
      },
      {
        id: "queen-bee-winner-privacy",
        question: "هل يُنشر اسمي إذا فزت؟",
        answer: `فقط بموافقتك. فلا ننشر اسم الفائز أو صورته إلا إذا وافق على ذلك.`,
      },
    ],
  },
  {
    id: "insurance-quotes",
    title: "عروض أسعار التأمين",
    items: [
      // Only once the broker's real details are set (site.config.ts): nothing is claimed before.
      ...brokerFaq(),
      {
        id: "works-with-all-insurers",
        question: `هل يعمل ${name} مع جميع شركات التأمين؟`,
        answer: `نعم. يعمل ${name} مع جميع شركات التأمين، لذا يمكنك استخدام التطبيق وبناء درجتك والمنافسة في مسابقة Queen Bee أيًّا كانت شركة تأمينك اليوم. وعندما ترغب في وثيقة جديدة، تقارن عروض الأسعار عبر وسيط التأمين الشريك المرخّص بين ${CLAIMS.providers} شركة تأمين في الإمارات.`,
      },
      {
        id: "is-it-an-insurer",
        question: `هل ${name} شركة تأمين؟`,
        answer: `لا. ${name} مدرّب القيادة بالذكاء الاصطناعي، وليس شركة تأمين ولا وسيط تأمين. أما تأمين السيارات المعروض عبر ${name} فيبيعه وسيط التأمين الشريك، وهو وسيط تأمين مرخّص في دولة الإمارات، وتتولى شركة التأمين الخاصة بك معالجة المطالبات.`,
      },
      {
        id: "how-to-get-a-quote",
        question: "كيف أحصل على عرض سعر؟",
        answer: `اختر عرض سعر مخصّصًا عبر الإنترنت، حيث تقرأ تقنية مسح المستندات المدعومة بالذكاء الاصطناعي بياناتك، أو تحدّث مع خبير تأمين عبر واتساب. وطلب عرض السعر مجاني ولا يستغرق سوى بضع دقائق.`,
      },
      {
        id: "quote-cover-types",
        question: "ما نوع التغطية التي يمكنني الحصول عليها؟",
        answer: `يقدّم وسيط التأمين الشريك التأمين الشامل والتأمين ضد الغير من ${CLAIMS.providers} شركة تأمين في الإمارات. وتحدد شركات التأمين أسعارها وشروطها بنفسها، لذا لا يمكننا ضمان قسط تأمين أو تغطية بعينها.`,
      },
      {
        id: "quote-details",
        question: "من يتعامل مع البيانات التي أقدّمها للحصول على عرض سعر؟",
        answer: `وسيط التأمين الشريك، وفق إشعار الخصوصية الخاص به: فموقعنا لا يتضمن نموذجًا لطلب عرض سعر، ولا يجمع البيانات اللازمة لذلك. ولا نرسل إلى الوسيط البيانات التي تقدّمها للاشتراك في النشرة البريدية أو قائمة الانتظار أو عبر نموذج التواصل.`,
      },
    ],
  },
  {
    id: "app-plans-privacy",
    title: "التطبيق والباقات والخصوصية",
    items: [
      {
        id: "premium-plan-cost",
        question: "كم تبلغ تكلفة التطبيق؟",
        answer: `هناك باقتان. الباقة المجانية لا تكلّفك شيئًا، وتشمل درجة السلامة وملخّصات الرحلات ونصائح ما قبل القيادة والمشاركة في مسابقة Queen Bee والأهلية للاسترداد النقدي عبر وسيط التأمين الشريك. أما الباقة المميزة (Premium) فتكلّف ${premiumPrice}، وتضيف التوجيه الكامل بالذكاء الاصطناعي مع إعادة عرض الرحلات، وتذكيرات حالة المركبة، والتقارير الأسبوعية المفصّلة، والدعم ذا الأولوية. ويمكنك المقارنة بينهما في [صفحة المزايا](/ar/features).`,
      },
      {
        id: "cancel-premium",
        question: "كيف ألغي اشتراكي في الباقة المميزة؟",
        answer: `تُحصَّل رسوم الباقة المميزة (Premium) شهريًا، ويتجدد الاشتراك تلقائيًا إلى أن تلغيه، ويمكنك إلغاؤه في أي وقت. فإن كنت قد اشتركت عبر أحد متاجر التطبيقات، فألغِ الاشتراك من إعدادات حسابك في ذلك المتجر؛ وإلا فألغِه من التطبيق أو بمراسلتنا على ${siteConfig.supportEmail}. وتحتفظ بالباقة المميزة حتى نهاية شهر الفوترة.`,
      },
      {
        id: "android-availability",
        question: "هل التطبيق متاح على Android؟",
        answer: `التطبيق متاح الآن لأجهزة iPhone وiPad على App Store. أما تطبيق Android فسيتوفر قريبًا: انضم إلى قائمة انتظار Android من أي زر «تحميل التطبيق»، وسنراسلك عبر البريد الإلكتروني عندما يصبح متاحًا.`,
      },
      {
        id: "driving-data-privacy",
        question: "ماذا يفعل التطبيق ببيانات قيادتي؟",
        answer: `بإذن منك، يستخدم التطبيق نظام GPS في هاتفك ومستشعرات الحركة ورصد استخدام الهاتف لتسجيل الرحلات، ويستخدم بيانات الرحلات هذه لحساب درجة السلامة وملخّصات الرحلات والتوجيه. ولا نبيع بياناتك، ولا نشارك بيانات رحلاتك أو درجتك مع شركات التأمين، ولا يتلقى وسيط التأمين الشريك إلا ما يحتاج إليه لتطبيق الاسترداد النقدي، وبموافقتك. وتجد التفاصيل في [إشعار خصوصية التطبيق](/ar/app-privacy-notice).`,
      },
      {
        id: "phone-while-driving",
        question: "هل أحتاج إلى استخدام هاتفي أثناء القيادة؟",
        answer: `لا، ولا ينبغي لك ذلك. اضبط التطبيق قبل أن تنطلق، وإذا احتجت إلى هاتفك، فتوقف أولًا في مكان آمن يُسمح فيه بالوقوف.`,
      },
      {
        id: "contact-support",
        question: "كيف أتواصل مع فريق الدعم؟",
        answer: `راسلنا على ${siteConfig.supportEmail} أو اتصل بنا على ${siteConfig.phone}، ${supportHours()}. ويمكنك أيضًا إرسال رسالة إلينا من [صفحة التواصل](/ar/contact).`,
      },
    ],
  },
];
