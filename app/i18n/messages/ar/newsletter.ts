/** The newsletter's link pages in Arabic (R-FOLLOW-18): the same keys as en/newsletter.ts, in the glossary's words («النشرة البريدية»). */
import { arabicCount } from "@core/format";
import { siteConfig } from "@site-config";
import type { NewsletterMessages } from "../en/newsletter";
import { isolateLtr } from "@core/bidi";

const { name } = siteConfig;

export const newsletter: NewsletterMessages = {
  signup: {
    metaTitle: "اشترك في النشرة البريدية",
    metaDescription: `نصائح القيادة الآمنة وأخبار الاسترداد النقدي من ${name}: رسالة قصيرة واحدة كل شهر.`,
    title: "اشترك في النشرة البريدية",
    sent: "تحقّق من بريدك الوارد",
    sentText: (email: string) =>
      `أرسلنا رابط تأكيد إلى ${isolateLtr(email)}. افتحه لتأكيد عنوان بريدك، وستصلك النشرة البريدية بعدها.`,
  },
  confirm: {
    metaTitle: "تأكيد الاشتراك",
    metaDescription: `أكّد عنوان بريدك الإلكتروني لتصلك النشرة البريدية من ${name}.`,
    ready: "أكّد اشتراكك",
    readyText: `اضغط الزر لتأكيد عنوان بريدك الإلكتروني. لن نضيفه إلى النشرة البريدية من ${name} قبل أن تفعل ذلك.`,
    button: "تأكيد اشتراكي",
    working: "جارٍ تأكيد اشتراكك…",
    confirmed: "اكتمل اشتراكك!",
    confirmedText: (email) =>
      `تم تأكيد ${isolateLtr(email)}. ستصلك نصائح القيادة الآمنة وأخبار الاسترداد النقدي في رسالة واحدة تقريبًا كل شهر.`,
    alreadyConfirmed: "اشتراكك مؤكَّد من قبل",
    alreadyConfirmedText: (email) => `سبق تأكيد ${isolateLtr(email)}، فلا حاجة إلى أي خطوة أخرى.`,
    expired: "انتهت صلاحية هذا الرابط",
    expiredText: (days) =>
      `تعمل روابط التأكيد لمدة ${arabicCount(days, { one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" })}، والصالح منها هو الأحدث فقط. اشترك مرة أخرى وسنرسل إليك رابطًا جديدًا.`,
    invalid: "هذا الرابط غير صالح",
    invalidText:
      "يُرجى فتح الرابط الوارد في رسالة التأكيد مرة أخرى كاملًا. وإن ظل لا يعمل، فاشترك مرة أخرى وسنرسل إليك رابطًا جديدًا.",
    failed: "تعذّر تأكيد اشتراكك الآن",
    failedText: "حدث خطأ أثناء الاتصال بخادمنا. يُرجى المحاولة مرة أخرى بعد قليل.",
    retry: "حاول مرة أخرى",
  },
  unsubscribe: {
    metaTitle: "إلغاء الاشتراك",
    metaDescription: `إلغاء الاشتراك في النشرة البريدية من ${name}.`,
    title: "إلغاء الاشتراك في نشرتنا البريدية",
    text: `اضغط الزر، وسنتوقف عن إرسال النشرة البريدية من ${name} إليك.`,
    button: "إلغاء الاشتراك",
    working: "جارٍ إلغاء الاشتراك…",
    failed: "تعذّر إلغاء اشتراكك الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
    done: "تم إلغاء اشتراكك",
    doneText: (email) =>
      `لن تصل إلى ${isolateLtr(email)} أي نشرة بريدية منا بعد الآن. غيّرت رأيك؟ يمكنك الاشتراك من جديد أسفل أي صفحة.`,
    yourAddress: "عنوانك",
    invalid: "هذا الرابط غير صالح",
    invalidText: (supportEmail) =>
      `يُرجى فتح رابط إلغاء الاشتراك الوارد في إحدى رسائلنا مرة أخرى كاملًا، أو راسلنا على ${isolateLtr(supportEmail)} وسنحذف عنوانك من القائمة.`,
  },
  signUpAgain: "اشترك مرة أخرى",
  backHome: "العودة إلى الرئيسية",
};
