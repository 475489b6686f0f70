import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { NavigationType, Outlet, useLocation, useNavigation, useNavigationType } from "react-router";
import { Direction } from "radix-ui";
import { STORAGE_KEYS } from "@core/constants";
import { LOCALE_INFO } from "@core/locales";
import { DialogsProvider } from "~/components/dialogs/dialogs-provider";
import { I18nProvider, useI18n } from "~/i18n/i18n";
import { loadAnalyticsScripts, trackPageView } from "~/features/analytics";
import { startConnectivityChecks } from "~/features/api-client";
import { captureAttribution } from "~/features/attribution";
import { sendPageView } from "~/features/page-view";
import { startPerformanceReporting } from "~/features/performance";
import { registerServiceWorker } from "~/features/service-worker";
import { subscribeToToasters, toastersWanted } from "~/features/toasts";
import { readStorage, removeStorage, writeStorage } from "~/features/storage";
import { ConsentNotice } from "./consent-notice";
import { FullScreenLoader } from "./full-screen-loader";
import { layOutWholePage, releaseAllTurns, whenHydratedInTurn } from "./hydrate-in-turn";
import { whenIdle } from "~/lib/idle";

/**
 * R-ERR-13 and R-OPEN-42: a chunk that fails to preload reloads the page
 * once (remembered in sessionStorage); a second failure is left to the error
 * boundary, which offers a Reload button.
 */
function hasTypedInput(): boolean {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("form input, form textarea")].some(
    (field) => field.type !== "hidden" && field.value.trim() !== "",
  );
}

function useChunkErrorRecovery() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // Never reload away what a visitor has typed: the failing code (a form's
      // schema, say) reports the failure itself and the text stays.
      if (hasTypedInput()) return;
      // Offline, a reload cannot fetch the missing code either: keep the page.
      if (!navigator.onLine) return;
      if (readStorage("session", STORAGE_KEYS.chunkReloaded)) return;
      if (!writeStorage("session", STORAGE_KEYS.chunkReloaded, String(Date.now()))) return;
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    // A page that got this far loaded its chunks: a later failure may reload again.
    const clear = window.setTimeout(() => removeStorage("session", STORAGE_KEYS.chunkReloaded), 10_000);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.clearTimeout(clear);
    };
  }, []);
}

/**
 * R-ROUTE-25 and R-OPEN-35: a new page starts at the top, or at its `#section`;
 * Back and Forward return to where the visitor was. Positions live in memory,
 * so blocked storage changes nothing (R-OPEN-37); reloads keep the browser's own.
 */
const scrollPositions = new Map<string, number>();

function useScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    const key = location.key;
    const save = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, [location.key]);
  useLayoutEffect(() => {
    if (first.current) {
      // The first page: the browser already restored or jumped to the hash.
      first.current = false;
      return;
    }
    if (navigationType === NavigationType.Pop && scrollPositions.has(location.key)) {
      layOutWholePage();
      window.scrollTo(0, scrollPositions.get(location.key)!);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      layOutWholePage();
      target.scrollIntoView({ block: "start" });
    } else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

/**
 * Attribution capture and one page view per path change (R-VAL-ATTR-*, R-ROUTE-26): to GA4 with consent, and
 * to our own server's count in any case, as it identifies no one (R-FUNNEL-30).
 */
function usePageTracking() {
  const location = useLocation();
  useEffect(() => {
    captureAttribution(location.search, Date.now(), location.pathname);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the path is read for the session's first page only (R-FUNNEL-11)
  }, [location.search]);
  useEffect(() => {
    trackPageView(location.pathname, document.title);
    sendPageView(location.pathname);
  }, [location.pathname]);
}

/** The full-screen "Loading {product}..." state while a page's code loads (R-ROUTE-24). */
function NavigationLoader() {
  const navigation = useNavigation();
  // Leaving the page: what still waits for its turn hydrates now (hydrate-in-turn.tsx).
  useEffect(() => {
    if (navigation.state !== "idle") releaseAllTurns();
  }, [navigation.state]);
  const location = useLocation();
  const loadingOtherPage = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const [show, setShow] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Fast navigations never flash the overlay.
    if (loadingOtherPage) timer.current = window.setTimeout(() => setShow(true), 120);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- showing waits on a timer, so hiding is set here beside it, not derived in render
    else setShow(false);
    return () => window.clearTimeout(timer.current);
  }, [loadingOtherPage]);
  return show ? <FullScreenLoader /> : null;
}

const loadToasters = () => import("./toasters");
const Toasters = lazy(loadToasters);

/**
 * Toasters join the page at its first toast (features/toasts.ts). Their code is on the device
 * from the first idle moment: the first toast may be the one that says the network is gone.
 */
function useLazyToasters(): boolean {
  useEffect(() => whenIdle(() => void loadToasters().catch(() => {})), []);
  return useSyncExternalStore(subscribeToToasters, toastersWanted, () => false);
}

/** Radix's menus and radio groups read their direction here (they set their own `dir`, "ltr" unless told). */
function EditionDirection({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return <Direction.Provider dir={LOCALE_INFO[locale].dir}>{children}</Direction.Provider>;
}

export default function AppShell() {
  useChunkErrorRecovery();
  useScrollManager();
  usePageTracking();
  const toasters = useLazyToasters();
  useEffect(() => {
    loadAnalyticsScripts();
    startPerformanceReporting();
    startConnectivityChecks();
    registerServiceWorker();
    // Tests and tools wait for this before interacting: the whole page, every part hydrated in turn.
    return whenHydratedInTurn(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);

  return (
    <I18nProvider>
      <EditionDirection>
        <DialogsProvider>
          <Outlet />
          <NavigationLoader />
          <ConsentNotice />
          {toasters && (
            <Suspense fallback={null}>
              <Toasters />
            </Suspense>
          )}
        </DialogsProvider>
      </EditionDirection>
    </I18nProvider>
  );
}
