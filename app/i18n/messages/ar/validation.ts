/**
 * The forms' rules in Arabic (R-EDITION-18): the same codes as the English words
 * in core/schemas/rules.ts, the same limits from core/constants.ts, counted as
 * Arabic counts them. Loaded with the schemas, by Arabic pages only.
 */
import { CONTACT_LIMITS, NEWSLETTER, REMINDERS } from "@core/constants";
import { arabicCount, type ArabicNoun } from "@core/format";
import type { RuleCode } from "@core/schemas/rules";

const CHARACTERS: ArabicNoun = { one: "حرف واحد", two: "حرفين", few: "# أحرف", many: "# حرفًا", other: "# حرف" };
const characters = (count: number) => arabicCount(count, CHARACTERS);

const nameRules = (label: string) => ({
  required: `${label} مطلوب`,
  tooLong: `يجب أن يكون ${label} أقل من ${characters(CONTACT_LIMITS.nameMax)}`,
  prohibited: `يحتوي ${label} على محتوى غير مسموح به`,
  invalidCharacters: `يحتوي ${label} على أحرف غير صالحة`,
});
const firstName = nameRules("الاسم الأول");
const lastName = nameRules("اسم العائلة");

export const validation = {
  "firstName.required": firstName.required,
  "firstName.tooLong": firstName.tooLong,
  "firstName.prohibited": firstName.prohibited,
  "firstName.invalidCharacters": firstName.invalidCharacters,
  "lastName.required": lastName.required,
  "lastName.tooLong": lastName.tooLong,
  "lastName.prohibited": lastName.prohibited,
  "lastName.invalidCharacters": lastName.invalidCharacters,
  "subject.required": "الموضوع مطلوب",
  "subject.tooLong": `يجب أن يكون الموضوع أقل من ${characters(CONTACT_LIMITS.subjectMax)}`,
  "subject.prohibited": "يحتوي الموضوع على محتوى غير مسموح به",
  "message.tooShort": `يجب ألا تقل الرسالة عن ${characters(CONTACT_LIMITS.messageMin)}`,
  "message.tooLong": `يجب أن تكون الرسالة أقل من ${characters(CONTACT_LIMITS.messageMax)}`,
  "message.prohibited": "تحتوي الرسالة على محتوى غير مسموح به",
  "email.invalid": "يُرجى إدخال بريد إلكتروني صحيح",
  "email.tooLong": `يجب أن يكون البريد الإلكتروني أقل من ${characters(CONTACT_LIMITS.emailMax)}`,
  "email.format": "صيغة البريد الإلكتروني غير صحيحة",
  "email.disposable": "لا نقبل عناوين البريد الإلكتروني المؤقتة",
  "newsletterEmail.required": "البريد الإلكتروني مطلوب",
  "newsletterEmail.tooLong": `البريد الإلكتروني طويل جدًا (الحد الأقصى ${characters(NEWSLETTER.emailMax)})`,
  "newsletterEmail.invalidCharacters": "يحتوي البريد الإلكتروني على أحرف غير صالحة",
  "phone.invalid": "يُرجى إدخال رقم هاتف صحيح بالصيغة الدولية (+رمز الدولة)",
  "text.unstorable": "يحتوي النص على أحرف غير صالحة",
  "renewalMonth.required": "يُرجى اختيار الشهر الذي تُجدَّد فيه وثيقتك",
  "renewalMonth.outside": `يُرجى اختيار شهر من الأشهر الـ${REMINDERS.monthsAhead} القادمة`,
  "consent.required": "يُرجى تأكيد رغبتك في تلقي رسالة التذكير",
} as const satisfies Record<RuleCode, string>;
