import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/routes";

export default {
  // Static output: every public route is prerendered at build time; /auth and the
  // admin pages are client-only and use the SPA fallback (ARCHITECTURE.md).
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;
