// Lint as the ecosystem does: typescript-eslint, react-hooks, jsx-a11y, and the import boundaries
// of this repository (ADR 011). `npm run lint` runs it with Prettier's check; `npm test` runs lint.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Server-only modules: secrets, cookies, the database. The browser bundle must never reach them. */
const SERVER_ONLY = ["*.server", "**/*.server", "*.server.*", "**/*.server.*"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      "dist/",
      ".wrangler/",
      ".cache/",
      "reports/",
      "screens/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "supabase/.data/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Declaration merging (app/load-context.d.ts) extends an interface without adding members.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      // Every package a file imports is declared in package.json (issue 20): one that arrives only
      // as another package's dependency can vanish with that package's next release.
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Components, hooks and content are shared with the browser: no server modules, no routes.
    // A component module named *.server renders server markup (docs/decisions/033): server only.
    files: ["app/components/**", "app/hooks/**", "app/content/**"],
    ignores: ["app/components/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: SERVER_ONLY, message: "Browser code never imports *.server modules." },
            {
              group: ["~/routes/*", "**/routes/*"],
              message: "Components never import routes; move the shared piece to lib or content.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib modules the browser may load (anything not named *.server) follow the same rule.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.server.ts", "app/lib/**/*.server.tsx", "app/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: SERVER_ONLY,
              message: "Browser-safe lib code never imports *.server modules.",
              allowTypeImports: true,
            },
            { group: ["~/routes/*", "**/routes/*"], message: "lib never imports routes." },
          ],
        },
      ],
    },
  },
  {
    // Tests may check server modules from the outside, and dig into JSON (JSON-LD, API bodies)
    // whose shape is what they assert: `any` is the honest type there.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
);
