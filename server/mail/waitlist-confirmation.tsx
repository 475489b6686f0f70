/**
 * The Android waitlist's confirmation e-mail (R-SAFE-28): a double opt-in's confirmation
 * (./confirmation.tsx) in the waitlist's words, in the language of the edition the visitor
 * joined from (docs/arabic-glossary.md: «قائمة انتظار Android»). Only a confirmed entry is told
 * of the launch.
 */
import { WAITLIST } from "../../core/constants";
import { siteConfig } from "../../site.config";
import type { OutgoingMail } from "../mailer.server";
import { confirmationMail, Ltr, type Confirmation, type ConfirmationList } from "./confirmation";

const { name } = siteConfig;

export const WAITLIST_CONFIRMATION: ConfirmationList = {
  ttlMs: WAITLIST.confirmationTtlMs,
  words: {
    en: {
      subject: `Confirm your place on the ${name} Android waitlist`,
      preview: "One click and we'll tell you when the Android app is out",
      heading: "Please confirm your e-mail address",
      asked: (email) => (
        <>
          Someone, hopefully you, asked us to write to <strong>{email}</strong> when the {name} app is out on Android.
          Confirm with one click and we will:
        </>
      ),
      button: "Confirm my place",
      ignore: "Didn't ask for this? Ignore this e-mail: without a confirmation we will not write to you about the app.",
    },
    ar: {
      subject: `أكّد انضمامك إلى قائمة انتظار Android من ${name}`,
      preview: "نقرة واحدة ونخبرك عند توفّر التطبيق على Android",
      heading: "يُرجى تأكيد عنوان بريدك الإلكتروني",
      asked: (email) => (
        <>
          وصلنا طلب، نرجو أن يكون منك، لمراسلة العنوان{" "}
          <strong>
            <Ltr>{email}</Ltr>
          </strong>{" "}
          عند توفّر تطبيق {name} على Android. أكّد طلبك بنقرة واحدة:
        </>
      ),
      button: "أكّد انضمامي",
      ignore: "لم تطلب ذلك؟ تجاهل هذه الرسالة، فلن نراسلك بشأن التطبيق ما لم تؤكّد طلبك.",
    },
  },
};

export function waitlistConfirmationMail(confirmation: Confirmation): Promise<OutgoingMail> {
  return confirmationMail(WAITLIST_CONFIRMATION, confirmation);
}
