import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/worker/**", "../worker/*"], message: "app/ never imports worker/ (architecture rule)." }] },
      ],
    },
  },
  {
    files: ["worker/**", "tests/**", "kv-seed/**", "scripts/**", "e2e/**", "*.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
