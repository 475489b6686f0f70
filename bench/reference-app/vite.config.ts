import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Built with the repository's own Vite and React Router plugin (same pinned versions).
export default defineConfig({
  plugins: [reactRouter()],
  logLevel: "warn",
});
