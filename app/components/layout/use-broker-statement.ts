import { brokerStatement, siteConfig } from "@site-config";
import { useI18n } from "~/i18n/i18n";

/** Who arranges the insurance, in the page's language, or null while the broker's details are not all set. */
export function useBrokerStatement(): string | null {
  const { m } = useI18n();
  if (brokerStatement() === null) return null;
  const { name, licenceAuthority, licenceNumber } = siteConfig.broker;
  return m.chrome.brokerStatement(name, licenceAuthority, licenceNumber);
}
