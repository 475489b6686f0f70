/** The interface's Arabic words (R-EDITION-05), the same keys as the English catalogue (docs/arabic-glossary.md). */
import { arabicCount } from "@core/format";
import { chrome } from "./ar/chrome";
import type { Messages } from "./en";
import { newsletter } from "./ar/newsletter";
import { pages } from "./ar/pages";
import { reminders } from "./ar/reminders";

export const ar: Messages = {
  common: {
    getQuote: "اطلب عرض سعر",
  },
  chrome,
  layout: {
    skipToContent: "انتقل إلى المحتوى",
  },
  content: {
    lastUpdated: "آخر تحديث:",
    tableLabel: (...headings) => `جدول: ${headings.join("، ")}`,
  },
  blog: {
    lead: "أدلة عملية للسائقين في الإمارات: قواعد المرور والمخالفات، والتأمين والاسترداد النقدي، وكيف ترفع نقاط قيادتك الآمنة.",
    allArticles: "كل المقالات",
    minutesRead: (minutes) =>
      `قراءة في ${arabicCount(minutes, { one: "دقيقة واحدة", two: "دقيقتين", few: "# دقائق", many: "# دقيقة", other: "# دقيقة" })}`,
    ctaTitle: "حوّل قيادتك الآمنة إلى توفير",
    ctaText: "احصل على عرض سعر مخصّص لك عبر وسيط التأمين الشريك في دقائق.",
    related: "مقالات ذات صلة",
  },
  language: {
    switchTo: (language) => `اقرأ هذه الصفحة باللغة ${language}`,
    label: "اللغة",
  },
  pages,
  newsletter,
  reminders,
};
