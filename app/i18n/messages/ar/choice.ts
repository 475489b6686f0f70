/**
 * The words of the quote page and the app page (R-HTML-01, 02) in Arabic: the same keys as
 * en/choice.ts, in the glossary's words (docs/arabic-glossary.md), brought by the pages' loaders.
 */
import { CLAIMS, MAX_CASHBACK_PERCENT, MIN_APP_AGE } from "@core/constants";
import { brokerStatement, siteConfig } from "@site-config";
import type { ChoiceMessages } from "../en/choice";

const { name } = siteConfig;
/** Who calls back: the broker by name once its details are set (site.config.ts), never invented before. */
const broker = brokerStatement() ? siteConfig.broker.name : "وسيط التأمين الشريك المرخّص";

export const choice: ChoiceMessages = {
  quote: {
    eyebrow: "عرض سعر مجاني",
    lead: `اختر الطريقة التي تناسبك للحصول على عرض السعر. في الحالتين الخدمة مجانية وتستغرق دقائق قليلة، والوثيقة التي تشتريها عبر وسيط التأمين الشريك تتيح لك كسب استرداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% مقابل القيادة الآمنة.`,
    onlineLeadsTo: "يفتح نموذج عرض السعر الآمن لدى وسيط التأمين الشريك في علامة تبويب جديدة:",
    whatsappLeadsTo: "يفتح محادثة واتساب مع فريقنا، وفيها طلب عرض السعر جاهز للإرسال:",
    stepsHeading: "ماذا يحدث بعد ذلك",
    steps: {
      details: {
        title: "أرسل بياناتك",
        text: "في نموذج عرض السعر، حيث تقرأها تقنية مسح المستندات المدعومة بالذكاء الاصطناعي من مستنداتك، أو في محادثة واتساب.",
      },
      compare: {
        title: "قارن بين عروض الأسعار",
        text: `التأمين الشامل والتأمين ضد الغير من ${CLAIMS.providers} شركة تأمين في الإمارات، مع خبير تأمين يجيب عن أسئلتك.`,
      },
      choose: {
        title: "اختر وثيقتك، ثم قُد واكسب",
        text: `اشترِ الوثيقة التي تناسبك عبر وسيط التأمين الشريك، ثم قُد مع ${name} لتكسب استردادًا نقديًا يصل إلى ${MAX_CASHBACK_PERCENT}%.`,
      },
    },
    documentsHeading: "المستندات التي تحتاج إلى تجهيزها",
    documentsLead: "الأصول أو صور منها: تقرأ تقنية مسح المستندات بياناتك منها.",
    documents: {
      emiratesId: "بطاقة الهوية الإماراتية",
      licence: "رخصة القيادة",
      registration: "ملكية المركبة (بطاقة تسجيل المركبة)",
    },
    callHeading: "من سيتصل بك، ومتى",
    callText: `يتواصل معك خبير تأمين من ${broker} على الرقم الذي تقدّمه، خلال يوم عمل واحد، ليراجع معك عروض الأسعار ويجيب عن أسئلتك.`,
    brokerHeading: "من يتولى ترتيب تأمينك",
  },
  app: {
    eyebrow: "تحميل مجاني",
    lead: `توجيه بالذكاء الاصطناعي قبل كل رحلة، ودرجة سلامة بعدها، واسترداد نقدي يصل إلى ${MAX_CASHBACK_PERCENT}% على تأمين سيارتك مقابل القيادة الآمنة.`,
    qrHeading: "تتصفح من جهاز كمبيوتر؟",
    qrText: "امسح الرمز بكاميرا هاتف iPhone لفتح App Store.",
    needs: `تحتاج إلى هاتف iPhone ورخصة قيادة معترف بها في الإمارات، والتطبيق مخصّص للسائقين من عمر ${MIN_APP_AGE} عامًا فأكثر.`,
  },
};
