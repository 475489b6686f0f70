import type { Config } from "@react-router/dev/config";

// The floor the bench compares the site with: the same framework mode, static
// output and prerendering as the real app (react-router.config.ts), one route.
export default {
  ssr: false,
  prerender: ["/", "/quote"],
  splitRouteModules: false,
} satisfies Config;
