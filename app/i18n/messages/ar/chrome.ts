/** The site's chrome in Arabic (R-EDITION-12): the same keys as en/chrome.ts, in the glossary's words (docs/arabic-glossary.md). */
import { CLAIMS, ENQUIRY_REPLY } from "@core/constants";
import { arabicCount, type ArabicNoun } from "@core/format";
import { siteConfig } from "@site-config";
import type { ChromeMessages } from "../en/chrome";
import { isolateLtr } from "@core/bidi";

const { name } = siteConfig;

/** The contact page's promise, from the one constant the acknowledgement e-mail and the lead desk count by (R-DESK-01). */
const replyWithin = arabicCount(ENQUIRY_REPLY.businessDays, {
  one: "يوم عمل واحد",
  two: "يومَي عمل",
  few: "# أيام عمل",
  many: "# يوم عمل",
  other: "# يوم عمل",
});

const MINUTE: ArabicNoun = { one: "دقيقة واحدة", two: "دقيقتين", few: "# دقائق", many: "# دقيقة", other: "# دقيقة" };

/** Licensing authorities as the glossary names them (as app/data/ar/faq.ts). */
const AUTHORITIES: Readonly<Record<string, string>> = {
  "Central Bank of the UAE": "مصرف الإمارات العربية المتحدة المركزي",
};

const tooManyAttempts = (minutes: number) =>
  `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${arabicCount(minutes, MINUTE)}.`;

export const chrome: ChromeMessages = {
  nav: {
    pages: {
      about: "من نحن",
      features: "المزايا",
      "how-it-works": "كيف يعمل",
      "success-stories": "قصص النجاح",
      "driver-score": "تقييم السائق",
      "queen-bee-competition": "مسابقة Queen Bee",
      faq: "الأسئلة الشائعة",
      contact: "تواصل معنا",
      privacy: "سياسة الخصوصية",
      terms: "شروط الخدمة",
      "app-terms-of-use": "شروط استخدام التطبيق",
      "app-privacy-notice": "إشعار خصوصية التطبيق",
      blog: "المدونة",
    },
    home: "الرئيسية",
    stories: "قصص الأعضاء",
    more: "المزيد",
    main: "التنقل الرئيسي",
    mobile: "قائمة التنقل",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    homeLink: `${name}: الصفحة الرئيسية`,
    downloadApp: "تحميل التطبيق",
  },
  banner: {
    label: "عرض خاص",
    badge: "وفّر الآن",
    text: (percent) => `احصل على استرداد نقدي يصل إلى ${percent}% على تأمين سيارتك مع ${name}`,
    dismiss: "إغلاق شريط العرض",
  },
  footer: {
    facebook: `${name} على Facebook`,
    instagram: `${name} على Instagram`,
    tagline:
      "مدرّب القيادة بالذكاء الاصطناعي الذي يكافئ السائقين الملتزمين بالقيادة الآمنة في الإمارات باسترداد نقدي على تأمين سياراتهم.",
    address: "مكتب 1204، مبنى Bay Square رقم 5، الخليج التجاري، دبي، الإمارات العربية المتحدة",
    product: "المنتج",
    legal: "المعلومات القانونية",
    support: "الدعم",
    insurancePartners: "شركاء التأمين",
    contactUs: "تواصل معنا",
    liveChat: "محادثة مباشرة",
    call: "اتصل بنا:",
    copyright: (year) => `© ${year} ${name}.`,
    noBroker: `يتولى وسيط التأمين الشريك المرخّص ترتيب التأمين، و${name} ليس شركة تأمين.`,
    aboutBroker: (broker) => `عن ${broker}`,
  },
  brokerStatement: (broker, authority, licence) =>
    `يتولى ${broker} ترتيب التأمين، وهو مرخّص من ${AUTHORITIES[authority] ?? authority} (رقم الترخيص ${licence}). و${name} ليس شركة تأمين.`,
  consent: {
    label: "الموافقة على ملفات تعريف الارتباط",
    text: "نستخدم ملفات تعريف الارتباط (الكوكيز) التحليلية لنعرف أيّ الصفحات تفيد السائقين، ولا نستخدمها أبدًا للتعرّف على هويتك. هل توافق عليها؟",
    accept: "أوافق",
    decline: "لا أوافق",
  },
  loading: `جارٍ تحميل ${name}…`,
  chunkError: {
    title: "حدث خطأ أثناء تحميل هذه الصفحة.",
    text: "تحقّق من اتصالك بالإنترنت، ثم أعد تحميل الصفحة. لن تفقد شيئًا مما أدخلته.",
    reload: "إعادة التحميل",
  },
  notFound: {
    title: "الصفحة غير موجودة",
    description: "الصفحة التي تبحث عنها غير موجودة.",
    eyebrow: "خطأ 404",
    text: "ربما نُقلت الصفحة التي تبحث عنها، أو لم تكن موجودة أصلًا. دعنا نُعِدك إلى الطريق.",
    home: "العودة إلى الرئيسية",
    blog: "تصفّح المدونة",
    contact: "تواصل معنا",
  },
  pageCta: {
    title: "حوّل قيادتك الآمنة إلى توفير",
    text: (percent) =>
      `احصل على عرض سعر مخصّص لك عبر وسيط التأمين الشريك في دقائق، ثم قُد بأمان لتحصل على استرداد نقدي يصل إلى ${percent}%.`,
  },
  /** A dialog's close button, unless the dialog names it. */
  dialogClose: "إغلاق",
  toasters: {
    primary: "الإشعارات",
    secondary: "تحديثات الحالة",
  },
  whatsapp: {
    chat: "تحدّث معنا عبر واتساب",
    quote: "مرحبًا! أودّ الحصول على عرض سعر لتأمين سيارتي.",
    promo: "مرحبًا! رأيت عرض الاسترداد النقدي، وأودّ الحصول على عرض سعر لتأمين سيارتي.",
    waitlist: "مرحبًا! أرجو إضافتي إلى قائمة انتظار Android.",
    contactSent: `مرحبًا! أرسلت للتو رسالة عبر موقع ${name}.`,
    support: `مرحبًا! لديّ سؤال لفريق ${name}.`,
  },
  redirect: {
    title: "جارٍ التحويل",
    description: `ننقلك إلى وجهتك من ${name}.`,
    status: "جارٍ التحويل…",
    continue: "متابعة",
  },
  quote: {
    title: "احصل على عرض سعر لتأمين سيارتك",
    description: "اختر الطريقة التي تناسبك",
    badgesLabel: "لماذا تطلب عرض السعر عبرنا",
    badges: { secure: "آمن", personalised: "مخصّص لك", free: "مجاني" },
    methodLabel: "طريقة طلب عرض السعر",
    instantTitle: "عرض سعر مخصّص عبر الإنترنت",
    instantDescription: "مسح المستندات بتقنية الذكاء الاصطناعي",
    recommended: "موصى به",
    whatsappTitle: "الدعم عبر واتساب",
    whatsappDescription: "تحدّث مع خبير تأمين",
    submitInstant: "احصل على عرض سعرك المخصّص",
    submitWhatsApp: "ابدأ المحادثة عبر واتساب",
    trusted: (percent) => `يثق بنا أكثر من ${CLAIMS.members.replace(/\+$/, "")} سائق • وفّر حتى ${percent}%`,
  },
  download: {
    waitlistTitle: "انضم إلى قائمة انتظار Android",
    waitlistText: `تطبيق ${name} لأجهزة Android قادم قريبًا. انضم إلى قائمة الانتظار لتكون أول من يعلم بإطلاقه.`,
    title: `حمّل تطبيق ${name}`,
    description: "ابدأ التوجيه في رحلتك القادمة، واحصل على استرداد نقدي مقابل قيادتك الآمنة.",
    iosHeading: "لأجهزة iPhone وiPad",
    orScan: "أو امسح الرمز بكاميرا هاتف آخر:",
    scanHint: "امسح الرمز بكاميرا هاتفك، أو اضغط على الزر من جهاز iPhone.",
    androidHeading: "Android: انضم إلى قائمة الانتظار",
    androidText: "تطبيق Android قادم قريبًا. اترك بريدك الإلكتروني، وسنخبرك يوم إطلاقه.",
    qrAlt: `رمز QR: امسحه بكاميرا جهاز iPhone لتحميل ${name} من App Store`,
    badgeTop: "حمّله من",
  },
  androidNote: {
    text: `تكسب الاسترداد النقدي من خلال تطبيق ${name}، وهو متاح حاليًا لأجهزة iPhone فقط، أما تطبيق Android فقادم قريبًا.`,
    join: "انضم إلى قائمة انتظار Android",
  },
  popup: {
    close: "إغلاق نافذة الاشتراك في النشرة البريدية",
    title: "نصائح القيادة الآمنة وأخبار الاسترداد النقدي في بريدك",
    description: "رسالة قصيرة واحدة كل شهر: نصائح لطرق الإمارات، وما يتغيّر في قواعد المرور، وطرق ترفع بها درجتك.",
    subscribe: "اشترك",
    dontShowAgain: "لا تعرض هذه النافذة مجددًا",
  },
  forms: {
    emailLabel: "البريد الإلكتروني",
    emailPlaceholder: "أدخل بريدك الإلكتروني",
  },
  waitlist: {
    label: "قائمة انتظار Android",
    placeholder: "you@example.com",
    join: "انضم إلى قائمة الانتظار",
    joining: "جارٍ الانضمام إلى القائمة…",
    success: "انضممت إلى قائمة انتظار Android بنجاح! 🎉",
    checkInbox: "يُرجى مراجعة بريدك الوارد وتأكيد عنوان بريدك الإلكتروني.",
    failureToast: "نواجه مشكلة في الاتصال بالشبكة. يُرجى التواصل معنا مباشرة.",
    failurePanel: "نواجه مشكلة في الاتصال بالشبكة. يُرجى التواصل معنا مباشرة عبر واتساب للانضمام إلى قائمة الانتظار.",
    whatsapp: "تواصل معنا عبر واتساب",
  },
  contact: {
    label: "نموذج التواصل",
    fields: {
      firstName: "الاسم الأول",
      lastName: "اسم العائلة",
      email: "البريد الإلكتروني",
      phone: "رقم الهاتف (اختياري)",
      subject: "الموضوع",
      message: "الرسالة",
    },
    send: "أرسل الرسالة",
    sending: "جارٍ الإرسال…",
    success: `شكرًا لك! أُرسلت رسالتك، وسنرد عليك خلال ${replyWithin}.`,
    failure: `تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى، أو مراسلتنا على ${isolateLtr(siteConfig.supportEmail)}.`,
    rateLimited: tooManyAttempts,
    sentTitle: (firstName) => `أُرسلت رسالتك. شكرًا لك يا ${firstName}!`,
    sentReplyBefore: "يقرأ فريقنا كل رسالة، وسيرد عليك على",
    sentReplyAfter: `خلال ${replyWithin} (من الاثنين إلى الجمعة، من الساعة ${ENQUIRY_REPLY.opensAtHour}:00 إلى الساعة ${ENQUIRY_REPLY.closesAtHour}:00 بتوقيت الخليج).`,
    sooner: "تحتاج إلى رد أسرع؟ تحدّث معنا عبر واتساب.",
  },
  newsletter: {
    label: "الاشتراك في النشرة البريدية",
    heading: "نصائح القيادة الآمنة وأخبار الاسترداد النقدي",
    text: "رسالة قصيرة واحدة كل شهر، بلا رسائل مزعجة، ويمكنك إلغاء الاشتراك متى شئت.",
    join: "اشترك",
    joining: "جارٍ الاشتراك…",
    success: `شكرًا لك! أهلًا بك في مجتمع ${name}!`,
    checkInbox: "يُرجى مراجعة بريدك الوارد وتأكيد عنوان بريدك الإلكتروني.",
    alreadySubscribed: "ملاحظة: أنت مشترك في نشرتنا البريدية من قبل.",
    unexpected: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.",
    rateLimited: tooManyAttempts,
  },
};
