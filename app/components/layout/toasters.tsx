import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOASTS } from "@core/constants";
import { toastersMounted } from "~/features/toasts";
import { useI18n } from "~/i18n/i18n";
import { LOCALE_INFO } from "@core/locales";

/** The site's two toasters, loaded after the first paint (see features/toasts.ts). */
export default function Toasters() {
  useEffect(() => toastersMounted(), []);
  const { locale, m } = useI18n();
  const { dir } = LOCALE_INFO[locale];
  return (
    <>
      {/* Primary toasts: one at a time, 5 s (R-STATE-UI-01). */}
      <Toaster
        visibleToasts={TOASTS.primary.visible}
        duration={TOASTS.primary.durationMs}
        position="bottom-center"
        richColors
        closeButton
        dir={dir}
        containerAriaLabel={m.chrome.toasters.primary}
      />
      {/* Secondary toasts: three at a time, 4 s, 14 px apart (R-STATE-UI-02, R-OPEN-45). */}
      <Toaster
        id="secondary"
        visibleToasts={TOASTS.secondary.visible}
        duration={TOASTS.secondary.durationMs}
        gap={TOASTS.secondary.gapPx}
        position="top-center"
        dir={dir}
        containerAriaLabel={m.chrome.toasters.secondary}
      />
    </>
  );
}
