import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Tooling and tests may import runtime code; runtime code never imports them (architecture rule). */
const noTooling = [
  { group: ["**/kv-seed/**", "**/kv-seed"], message: "worker/ and app/ never import kv-seed/ (tooling imports runtime code, not the reverse)." },
  { group: ["**/tests/**", "**/tests"], message: "worker/ and app/ never import tests/." },
  { group: ["**/scripts/**", "**/scripts"], message: "worker/ and app/ never import scripts/." },
];

/** worker/domain/ is pure: no storage, edge, API, HTTP or runtime modules. */
const noIo = [
  {
    group: ["../store", "../store/**", "../../store", "../../store/**", "../edge/**", "../../edge/**", "../api", "../api/**", "../../api", "../../api/**", "../http/**", "../../http/**", "../env", "../../env"],
    message: "worker/domain/ has no I/O: pass data in from worker/store or worker/api.",
  },
  { group: ["hono", "hono/**", "cloudflare:*"], message: "worker/domain/ has no I/O: no hono, no cloudflare:* modules." },
];

/**
 * worker/edge/ (third-party adapters, the edge cache) and worker/store/ (D1) are called by the HTTP layers,
 * never the reverse: services take plain inputs, so an adapter or a store module has no reason to reach up.
 */
const noHttpLayers = [
  {
    group: ["../api", "../api/**", "../../api", "../../api/**", "../routes", "../routes/**", "../../routes", "../../routes/**"],
    message: "worker/edge/ and worker/store/ never import worker/api/ or worker/routes/ (the HTTP layers call them, not the reverse).",
  },
];

/**
 * What the Worker takes from app/ (docs/architecture.md): the kernel, the API's schemas and types, each
 * feature's Dutch messages and constants, the files at the top of app/lib (shared by several features), and
 * the few feature rules the Worker applies as well (named here). Anything else in app/ is the browser's.
 */
const appSurface = [
  {
    regex:
      "^(\\.\\./)+app/(?!kernel/|lib/schemas/|lib/api/|lib/[\\w-]+/(messages|constants)(\\.ts)?$|lib/beheer/(messages|types)/[\\w-]+$|lib/[\\w.-]+$|lib/configurator/(rules|cart)$|lib/chat/profanity$|lib/newsletter/signup$|lib/catalog/countdown$)",
    message: "worker/ imports from app/ only the kernel, schemas, API types, feature messages and constants, and app/lib's shared files (docs/architecture.md).",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/worker/**", "../worker/*"], message: "app/ never imports worker/ (architecture rule)." }, ...noTooling] },
      ],
    },
  },
  { files: ["worker/**"], rules: { "no-restricted-imports": ["error", { patterns: [...noTooling, ...appSurface] }] } },
  { files: ["worker/domain/**"], rules: { "no-restricted-imports": ["error", { patterns: [...noTooling, ...appSurface, ...noIo] }] } },
  {
    files: ["worker/edge/**", "worker/store/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...noTooling, ...appSurface, ...noHttpLayers] }] },
  },
  // Node runs scripts/ and kv-seed/ by stripping the types: no TypeScript syntax that would need compiling
  // (parameter properties, enums, namespaces).
  {
    files: ["scripts/**", "kv-seed/**"],
    rules: {
      "@typescript-eslint/parameter-properties": ["error", { prefer: "class-property" }],
      "no-restricted-syntax": [
        "error",
        { selector: "TSEnumDeclaration", message: "Node's type stripping cannot run an enum: use a const object." },
        { selector: "TSModuleDeclaration[kind='namespace']", message: "Node's type stripping cannot run a namespace." },
      ],
    },
  },
  // app/kernel/ is the pure kernel the browser and the Worker share (docs/architecture.md): its modules
  // import only each other ("./x"), never a package, react, hono, cloudflare:*, app/lib or worker/.
  // scripts/check-kernel-fence.ts proves the fence holds.
  {
    files: ["app/kernel/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!\\./[\\w-][\\w.-]*$)", message: "app/kernel/ imports only other app/kernel/ modules (./name): no packages, no app/lib, no worker/." }] },
      ],
    },
  },
);
