/**
 * The offline page's words in each edition (R-OPEN-56, 57): what the service worker shows for a
 * page it has no copy of while the network fails. The Arabic is its own text, not a word-for-word
 * copy; the phone number and the WhatsApp chat come from site.config.ts, never from here.
 */
import type { Locale } from "./locales";

export type OfflineCopy = {
  /** The page's own title; the build adds " – {product}". */
  title: string;
  heading: string;
  lead: string;
  retry: string;
  worksHeading: string;
  works: string;
  /** The pages of this device's cache, listed once the page's script has read them. */
  readHeading: string;
  home: string;
  contactHeading: string;
  callLabel: string;
  /** Why the call is offered first: it needs no data connection. */
  callNote: string;
  whatsapp: string;
  whatsappNote: string;
};

export const OFFLINE_COPY: Record<Locale, OfflineCopy> = {
  en: {
    title: "You're offline",
    heading: "You're offline",
    lead: "This page isn't saved on your device, and there is no connection right now. Try again once you're back online.",
    retry: "Try again",
    worksHeading: "What works without a connection",
    works: "Pages you have already read on this device open without a connection.",
    readHeading: "Pages you have read",
    home: "Go to the home page",
    contactHeading: "Talk to us",
    callLabel: "Call us",
    callNote: "A phone call needs no internet connection.",
    whatsapp: "Chat with us on WhatsApp",
    whatsappNote: "Once you're back online.",
  },
  ar: {
    title: "أنت غير متصل بالإنترنت",
    heading: "أنت غير متصل بالإنترنت",
    lead: "هذه الصفحة غير محفوظة على جهازك، ولا يوجد اتصال بالإنترنت الآن. حاول مرة أخرى حين يعود الاتصال.",
    retry: "حاول مرة أخرى",
    worksHeading: "ما يعمل دون اتصال",
    works: "تُفتح الصفحات التي قرأتها من قبل على هذا الجهاز دون اتصال.",
    readHeading: "صفحات قرأتها",
    home: "الانتقال إلى الصفحة الرئيسية",
    contactHeading: "تحدّث إلينا",
    callLabel: "اتصل بنا",
    callNote: "المكالمة الهاتفية لا تحتاج إلى اتصال بالإنترنت.",
    whatsapp: "راسلنا على واتساب",
    whatsappNote: "حين يعود اتصالك بالإنترنت.",
  },
};
