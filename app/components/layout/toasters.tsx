import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOASTS } from "@core/constants";
import { toastersMounted } from "~/features/toasts";

/** The site's two toasters, loaded after the first paint (see features/toasts.ts). */
export default function Toasters() {
  useEffect(() => toastersMounted(), []);
  return (
    <>
      {/* Primary toasts: one at a time, 5 s (spec §4). */}
      <Toaster
        visibleToasts={TOASTS.primary.visible}
        duration={TOASTS.primary.durationMs}
        position="bottom-center"
        richColors
        closeButton
        containerAriaLabel="Notifications"
      />
      {/* Secondary toasts: three at a time, 4 s, 14 px apart (spec §4, R-OPEN-45). */}
      <Toaster
        id="secondary"
        visibleToasts={TOASTS.secondary.visible}
        duration={TOASTS.secondary.durationMs}
        gap={TOASTS.secondary.gapPx}
        position="top-center"
        containerAriaLabel="Status updates"
      />
    </>
  );
}
