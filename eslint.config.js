// ESLint flat config. Type-aware rules catch promise and typing defects; import rules keep the folder boundaries
// described in apps/web/README.md and apps/server/README.md.
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const web = "apps/web/src";
const webFeatures = subfolders(`${web}/features`);
const serverModules = subfolders("apps/server/src/modules");

// The files of app/ that features and widgets/ may use: app-wide state and services. The shell (router, layout, header,
// guards) stays app/'s own.
const APP_SERVICES = [
  "analytics.ts",
  "assistance-session.ts",
  "claim-session.ts",
  "entry-constants.ts",
  "ended-session.ts",
  "error-tracking.ts",
  "i18n.ts",
  "served-service-line.ts",
  "session-reset.ts",
  "theme.ts",
  "use-once.ts",
  "use-step-form.ts",
];

// A feature may import only itself, never another feature: the router in app/ composes them.
const featureZones = webFeatures.map((feature) => ({
  target: `./${web}/features/${feature}`,
  from: `./${web}/features`,
  except: [`./${feature}`],
  message: "Features do not import each other; compose them in app/ or move the shared piece to widgets/.",
}));

// Another module is reached only through its public.ts; tests and test support may set up state through internals.
const moduleZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}/**/!(*.test|*-test-support).ts`,
  from: path.join(root, "apps/server/src/modules/**"),
  except: [
    path.join(root, `apps/server/src/modules/${module}/**`),
    path.join(root, "apps/server/src/modules/*/public.ts"),
  ],
  message: "Import another module only through its public.ts.",
}));

// routes/ is the HTTP layer, one file per URL (apps/server/src/routes/README.md): it reaches a module only through its
// public.ts, besides auth/, http/, app-context.ts and the contract. Route files do not import each other, and modules
// never import routes/.
const server = "apps/server/src";
const routeZones = [
  {
    target: `./${server}/routes/**/*.ts`,
    from: path.join(root, `${server}/**`),
    except: [
      path.join(root, `${server}/auth/**`),
      path.join(root, `${server}/http/**`),
      path.join(root, `${server}/app-context.*`),
      path.join(root, `${server}/modules/*/public.ts`),
    ],
    message:
      "A route file imports modules only through their public.ts, besides auth/, http/ and app-context.ts; never another route file.",
  },
  {
    target: [`./${server}/modules`, `./${server}/auth`, `./${server}/http`],
    from: `./${server}/routes`,
    message: "Modules (and auth/, http/) never import routes/: http/route-files.ts mounts every route file.",
  },
];

export default tseslint.config(
  {
    ignores: ["**/node_modules/", "**/dist/", "data/", "test-results/", "playwright-report/", "bench/results/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      // Root config files belong to no tsconfig; the default project covers them.
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts", "knip.config.ts", "playwright.config.ts"] },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver()] },
    rules: {
      // Promises: an unhandled rejection or a promise passed where a callback's result is ignored is a real bug.
      "@typescript-eslint/no-floating-promises": "error",
      // An async handler on a JSX attribute (onSubmit, onClick) is React's usual pattern; each catches its own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/return-await": ["error", "in-try-catch"],
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      "@typescript-eslint/only-throw-error": "error",
      // Typing defects the compiler lets through.
      "@typescript-eslint/no-for-in-array": "error",
      "@typescript-eslint/no-implied-eval": "error",
      "@typescript-eslint/no-base-to-string": "error",
      "@typescript-eslint/no-array-delete": "error",
      "@typescript-eslint/restrict-plus-operands": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/no-duplicate-type-constituents": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // The compiler checks these.
      "no-undef": "off",
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...featureZones, ...moduleZones, ...routeZones, ...webLayerZones()] },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The two classic hook rules. The plugin's React Compiler rules (set-state-in-effect, refs, ...) judge code for
    // the compiler, which this app does not use.
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // React calls whatever an effect returns as its clean-up: `useEffect(() => call())` hands it call()'s
      // value, and a function or promise coming back from a browser API (window.scrollTo now returns one) is then
      // called. An effect's body is a block that returns nothing or the clean-up it means.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression:matches([callee.name=/^use(Layout)?Effect$/], [callee.property.name=/^use(Layout)?Effect$/])" +
            "[arguments.0.type='ArrowFunctionExpression'][arguments.0.expression=true]",
          message: "Write the effect as a block: `useEffect(() => { call(); })`; an arrow's value is the clean-up.",
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.tsx`],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);

// Layers of the web app: ui/ is primitives and imports nothing above it; widgets/ (domain widgets) and features/ never
// import app/ internals.
function webLayerZones() {
  return [
    {
      target: `./${web}/ui`,
      from: [`./${web}/app`, `./${web}/features`, `./${web}/widgets`],
      message: "ui/ holds primitives only: no app/, features/ or widgets/ imports.",
    },
    {
      target: [`./${web}/app`, `./${web}/features`, `./${web}/widgets`, `./${web}/ui`, `./${web}/api`],
      from: `./${web}/console`,
      message: "The operator console is its own entry and bundle: the customer's app never imports console/.",
    },
    {
      target: `./${web}/widgets`,
      from: `./${web}/features`,
      message: "widgets/ is used by features; it does not import them.",
    },
    {
      target: [`./${web}/features`, `./${web}/widgets`],
      from: `./${web}/app`,
      except: APP_SERVICES.map((file) => `./${file}`),
      message: "Only app/'s app-wide services may be imported outside app/ (APP_SERVICES in eslint.config.js).",
    },
  ];
}
