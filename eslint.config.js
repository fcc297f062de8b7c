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

/** Components rendered only as server markup (docs/front-end.md): React never runs them in the browser. */
const MARKUP = ["*.markup", "**/*.markup"];

/**
 * Hooks refused in server markup: state and effects never run there, and the route's data is not
 * there to read (renderMarkup renders outside the route, so data comes in as props).
 */
const STATE_AND_EFFECT_HOOKS =
  "/^use(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|Optimistic|ActionState|Fetcher|Navigation|Submit|Revalidator|LoaderData|RouteLoaderData|ActionData|SiteSettings)$/";

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
    // The layers of app/ (docs/front-end.md, ADR 043): content → lib → hooks → components → entries
    // (routes, page modules, root, lazy). A module imports its own layer and the ones below; an
    // `import()` may name an on-demand entry in app/lazy. scripts/import-graph.test.ts checks the
    // same graph for cycles, type-only imports included.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./app/content", from: "./app", except: ["./content"], message: "content imports only content." },
            {
              target: "./app/lib",
              from: "./app",
              except: ["./lib", "./content", "./lazy", "./styles"],
              message: "lib imports only lib and content.",
            },
            {
              target: "./app/hooks",
              from: "./app",
              except: ["./hooks", "./lib", "./content", "./lazy", "./styles"],
              message: "hooks import only hooks, lib and content.",
            },
            {
              target: "./app/components",
              from: "./app",
              except: ["./components", "./hooks", "./lib", "./content", "./lazy", "./styles"],
              message: "components never import routes, page modules or the root.",
            },
          ],
        },
      ],
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
    ignores: ["app/components/**/*.server.{ts,tsx}"],
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
            {
              group: MARKUP,
              message: "A *.markup component renders only on the server, in a loader (docs/front-end.md).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The fence of server markup (docs/front-end.md, ADR 043): a *.markup.tsx component is rendered
    // to HTML in a loader and never hydrated, so an event handler or a state or effect hook in it
    // would be dropped without a word. Behaviour goes in a *.behaviour.ts beside it.
    files: ["app/**/*.markup.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message:
            "Server markup is never hydrated: this handler would not run. Attach it in a *.behaviour.ts beside the markup.",
        },
        {
          selector: `CallExpression[callee.name=${STATE_AND_EFFECT_HOOKS}], CallExpression[callee.property.name=${STATE_AND_EFFECT_HOOKS}]`,
          message: "Server markup is rendered once on the server: state and effects never run in it.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: SERVER_ONLY,
              message: "Markup renders records its loader passes in; it imports no *.server module.",
            },
            {
              group: ["~/hooks/*", "~/lazy/*", "**/hooks/*", "**/lazy/*"],
              message: "Server markup runs no hooks and loads nothing on demand.",
            },
            { group: ["~/routes/*", "**/routes/*"], message: "Components never import routes." },
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
