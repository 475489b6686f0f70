/** صفحة تأكيد الانضمام إلى قائمة انتظار Android (R-SAFE-28): المفاتيح نفسها في en/waitlist.ts، بمصطلحات المسرد («قائمة انتظار Android»). */
import { arabicCount } from "@core/format";
import { siteConfig } from "@site-config";
import type { WaitlistMessages } from "../en/waitlist";
import { isolateLtr } from "@core/bidi";

const { name } = siteConfig;

export const waitlist: WaitlistMessages = {
  confirm: {
    metaTitle: "تأكيد الانضمام إلى قائمة انتظار Android",
    metaDescription: `أكّد عنوان بريدك الإلكتروني للانضمام إلى قائمة انتظار Android من ${name}.`,
    ready: "أكّد انضمامك إلى قائمة الانتظار",
    readyText: `اضغط الزر لتأكيد عنوان بريدك الإلكتروني، وسنخبرك عند توفّر تطبيق ${name} على Android. ولن نراسلك بشأنه قبل أن تفعل ذلك.`,
    button: "تأكيد انضمامي",
    working: "جارٍ تأكيد انضمامك…",
    confirmed: "انضممت إلى قائمة الانتظار!",
    confirmedText: (email) => `تم تأكيد ${isolateLtr(email)}. سنراسلك مرة واحدة، عند توفّر تطبيق ${name} على Android.`,
    alreadyConfirmed: "انضمامك مؤكَّد من قبل",
    alreadyConfirmedText: (email) => `سبق تأكيد ${isolateLtr(email)}، فلا حاجة إلى أي خطوة أخرى.`,
    expired: "انتهت صلاحية هذا الرابط",
    expiredText: (days) =>
      `تعمل روابط التأكيد لمدة ${arabicCount(days, { one: "يوم واحد", two: "يومين", few: "# أيام", many: "# يومًا", other: "# يوم" })}، والصالح منها هو الأحدث فقط. انضم إلى قائمة الانتظار مرة أخرى وسنرسل إليك رابطًا جديدًا.`,
    invalid: "هذا الرابط غير صالح",
    invalidText:
      "يُرجى فتح الرابط الوارد في رسالة التأكيد مرة أخرى كاملًا. وإن ظل لا يعمل، فانضم إلى قائمة الانتظار مرة أخرى وسنرسل إليك رابطًا جديدًا.",
    failed: "تعذّر التأكيد الآن",
    failedText: "حدث خطأ أثناء الاتصال بخادمنا. يُرجى المحاولة مرة أخرى بعد قليل.",
    retry: "حاول مرة أخرى",
    joinAgain: "انضم إلى قائمة الانتظار",
    home: "العودة إلى الرئيسية",
  },
};
