import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page: one file compresses better than four
            // (docs/decisions/009).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/u },
                { name: "zod", test: /node_modules[\\/]zod[\\/]/u },
                // The form toolkit (app/components/form) in one file; the account constants it reads stay apart,
                // as the account layout loads them on every account page.
                { name: "account-constants", test: /[\\/]app[\\/]lib[\\/]account[\\/]constants\./u },
                { name: "form", test: /[\\/]app[\\/](?:components[\\/]form[\\/]|lib[\\/]form[\\/]field-errors\.|lib[\\/]account[\\/]form\.)/u },
                // Small shop modules that many route chunks share go into one file (fewer files, better gzip).
                // Forms (zod schemas, account and checkout components, the checkout's kernel rules, the age and
                // phone rules), the reminder statement, vouchers, the withdrawal and carrier rules, returns and
                // shipping texts and on-demand features (chat, wizard, configurator, reviews) stay out of it: they would ride along on every page (a shared chunk is
                // loaded whole). Nor the back office's modules (docs/decisions/035): no shop page loads them
                // (scripts/js-budget.ts checks it).
                {
                  name: "shared",
                  test: /[\\/]app[\\/](?!(?:lib|components|routes|layouts)[\\/]beheer|kernel[\\/](?:money|shipping|totals|pay-again|payment-methods|delivery|birthdate|phone|withdrawal|carriers|euro-input)\.|lib[\\/](?:schemas|account|checkout|delivery|form|chat|wizard|configurator|reviews|abandon|vouchers|returns|shipping)[\\/]|lib[\\/](?:account|checkout)[^\\/]*$|components[\\/](?:account|checkout|chat|form|wizard|configurator|reviews|vouchers)[\\/]|components[\\/](?:catalog[\\/](?:product-tile|favourite-button|category-header|countdown)|product[\\/]option-picker)\.|lib[\\/]catalog[\\/](?:variants|countdown)\.)/u,
                  minShareCount: 4,
                  maxSize: 60_000,
                },
                // The product tile in one file of its own: the product grids and the product page use it, the layout
                // does not, so in the shared chunk it would ride along on every page (account, checkout). After
                // "shared", which keeps the modules the tile shares with the layout. The category header (with its
                // countdown) and the option picker stay out of both, with the routes (or the quick view) that use them.
                { name: "catalog", test: /[\\/]app[\\/]components[\\/]catalog[\\/](?:product-tile|favourite-button)\./u },
              ],
            },
          },
        },
      },
    },
  },
});
