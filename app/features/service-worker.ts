/**
 * R-CALL-12: register the service worker at /sw.js (built by Workbox,
 * build-tools/service-worker.mjs) once the page has loaded, in production
 * builds only; the dev server has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      // Offline support is a bonus: the site works without it.
      console.warn("Service worker registration failed:", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
