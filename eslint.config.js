// Lint: correctness over taste (Prettier owns layout). Type-aware rules where they catch real
// bugs (promises nobody awaits, unsafe `any`), the rules of hooks, and jsx-a11y for markup.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/reference-app/build/",
      "**/.react-router/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs", "bench/*.mjs", "build-tools/*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // No-op arrow callbacks (`.catch(() => {})`, default context values, "nothing to undo" cleanups) are
      // deliberate here; an empty method or function declaration still reports.
      "@typescript-eslint/no-empty-function": ["error", { allow: ["arrowFunctions"] }],
      // `_name` marks a deliberately unused binding; a key destructured beside `...rest` is how an object drops it.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      // From strict-type-checked: the ones that find bugs here rather than restyle code.
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unnecessary-condition": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `||` on a string or boolean means "empty or false falls back" on purpose here (trimmed form
      // fields, empty config ids, `busy || undefined` for ARIA); `??` would change what they do.
      "@typescript-eslint/prefer-nullish-coalescing": ["error", { ignorePrimitives: { string: true, boolean: true } }],
      // React Router's way to answer a loader with an HTTP status is `throw data(…)` / `throw new Response(…)`.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
            { from: "lib", name: "Response" },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/*.spec.ts", "tests/**"],
    rules: {
      // Stubs and fakes: empty methods are the point, and async mocks match the signature they replace.
      "@typescript-eslint/no-empty-function": "off",
      "@typescript-eslint/require-await": "off",
      // No sleeps: a test waits for what it waits for (an assertion, a poll, a response, or the page's clock moved on).
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message:
            "Wait for what you wait for: expect(...).toBeVisible(), expect.poll, waitForResponse, or page.clock (install, runFor, fastForward) for a timer.",
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], extends: [tseslint.configs.disableTypeChecked] },
  { files: ["app/**/*.tsx"], extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended] },
);
