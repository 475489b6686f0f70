/** The shared validation layer: one zod schema per payload, used by the browser forms and the server. */
export { RULE_MESSAGES, englishMessage, isRuleCode, type RuleCode } from "./rules";
export { EMAIL_SHAPE, contactEmailSchema, emailOnlySchema, hasBadDots, isDisposableEmail } from "./email";
export {
  PHONE_MESSAGES,
  contactPhoneSchema,
  isValidContactPhone,
  normalisePhone,
  validatePhone,
  type PhoneValidation,
} from "./phone";
export {
  EVAL_CALL,
  EVENT_HANDLER,
  HTML_TAG,
  JS_URL,
  NAME_CHARS,
  PROHIBITED_NAME_WORDS,
  SCRIPT_OR_IFRAME_TAG,
  hasProhibitedSubjectContent,
  hasScriptLikeContent,
} from "./text";
export {
  SECURITY_MESSAGES,
  csrfTokenSchema,
  isFreshTimestamp,
  securitySchema,
  timestampSchema,
  type SecurityFields,
} from "./security";
export {
  ATTRIBUTION_VALUE_MAX,
  contactAttributionSchema,
  contactFormSchema,
  contactSubmitPayloadSchema,
  contactSubmitSchema,
  firstNameSchema,
  lastNameSchema,
  messageSchema,
  subjectSchema,
  type ContactForm,
  type ContactFormInput,
  type ContactSubmit,
  type ContactSubmitInput,
} from "./contact";
export {
  NEWSLETTER_SOURCES,
  USER_AGENT_MAX,
  escapeEmail,
  newsletterEmailSchema,
  newsletterFormSchema,
  newsletterSignupSchema,
  type NewsletterForm,
  type NewsletterSignup,
  type NewsletterSignupInput,
  type NewsletterSource,
} from "./newsletter";
export { waitlistSignupSchema, type WaitlistSignup, type WaitlistSignupInput } from "./waitlist";
export {
  REMINDER_MESSAGES,
  REMINDER_SOURCES,
  reminderDueAt,
  reminderFormSchemaAt,
  reminderSignupSchemaAt,
  renewalMonths,
  type ReminderForm,
  type ReminderLinkAnswer,
  type ReminderSignup,
  type ReminderSignupInput,
  type ReminderSource,
} from "./reminder";
