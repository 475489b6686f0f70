/**
 * The three fixed home-page stories of the Arabic edition (R-EDITION-15): the twin of
 * app/data/testimonials.ts, the same members in the same order. Local members' names are
 * written in Arabic script, as the Arabic article about the first member writes hers; the
 * others keep their names as they are.
 */
import type { Testimonial } from "~/data/testimonials";

export const testimonials: readonly Testimonial[] = [
  {
    name: "سارة م.",
    location: "دبي مارينا",
    text: "غيّرت نصائح ما قبل القيادة طريقة تعاملي مع شارع الشيخ زايد في ساعة الذروة. توقفت عن الكبح المتأخر، وارتفعت درجتي كل أسبوع، وجاء تجديد وثيقتي ومعه استرداد نقدي حقيقي.",
    safetyScore: 98,
    avatarLetter: "س",
    avatarColor: "#b45309",
  },
  {
    name: "أحمد ك.",
    location: "أبوظبي",
    text: "أقود على الطريق E11 إلى دبي ثلاث مرات في الأسبوع. رؤية سرعتي واستخدامي للهاتف بعد كل رحلة جعلتني أهدأ خلف المقود، ولم يستغرق عرض سعر التأمين سوى دقائق.",
    safetyScore: 95,
    avatarLetter: "أ",
    avatarColor: "#0f766e",
  },
  {
    name: "Priya S.",
    location: "الشارقة",
    text: "كنت متوترة بصفتي سائقة جديدة في الإمارات. يشرح المدرّب كل تنبيه بكلمات واضحة، والتنافس مع أصدقائي في مسابقة Queen Bee يُبقيني ملتزمة.",
    safetyScore: 96,
    avatarLetter: "P",
    avatarColor: "#7c3aed",
  },
];
