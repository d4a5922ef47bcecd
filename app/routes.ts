import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** English module names, Dutch URLs (spec section 2). Every path ends with "/" (trailing-slash rule). */
export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx"),
    route("nieuwsbrief", "routes/newsletter.tsx"),
    route("nieuwsbrief/bevestigen", "routes/newsletter-confirm.tsx"),
    route(":slug.html", "routes/product.tsx"),
    route("zoeken/*", "routes/search.tsx"),
    route("favorieten", "routes/favourites.tsx"),
    route("service", "routes/service/index.tsx"),
    route("service/:page", "routes/service/page.tsx"),
    route("blog", "routes/blog/index.tsx"),
    route("blog/:blog", "routes/blog/article.tsx"),
    route("brands", "routes/brands/index.tsx"),
    route("brands/:brand/*", "routes/brands/brand.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("redirect", "routes/redirect.tsx"),
    route("inspiratie", "routes/inspiration.tsx"),
    route("kortingscode", "routes/discount-code.tsx"),
    route("cop", "routes/content-overview.tsx"),
    route("pop", "routes/product-overview.tsx"),
    // A guest's return through the order's access (docs/decisions/038).
    route("retour/:order", "routes/returns/guest.tsx"),
    // The boxspring configurator (spec section 2): /configurator/{category}/{product}/step-{n}/.
    route("configurator/:category?/:product?/:step?", "routes/configurator.tsx"),
    route("*", "routes/catch-all.tsx"),
  ]),
  layout("layouts/account.tsx", [
    route("account", "routes/account/dashboard.tsx"),
    route("account/login", "routes/account/login.tsx"),
    route("account/logout", "routes/account/logout.tsx"),
    route("account/register", "routes/account/register.tsx"),
    route("account/thankyou", "routes/account/thankyou.tsx"),
    route("account/confirm-email", "routes/account/confirm-email.tsx"),
    route("account/forgot-password", "routes/account/forgot-password.tsx"),
    route("account/reset-password", "routes/account/reset-password.tsx"),
    route("account/information", "routes/account/information.tsx"),
    route("account/orders", "routes/account/orders.tsx"),
    route("account/orders/:order", "routes/account/order.tsx"),
    route("account/orders/:order/retour", "routes/account/order-return.tsx"),
    route("account/billing-address", "routes/account/billing-address.tsx"),
    route("account/shipping-address", "routes/account/shipping-address.tsx"),
    route("account/subscription", "routes/account/subscription.tsx"),
    route("account/privacy/delete", "routes/account/privacy-delete.tsx"),
    route("account/privacy/deleted", "routes/account/privacy-deleted.tsx"),
  ]),
  // The spec's authentication callback (section 2): a resource route that sends the visitor on.
  route("login", "routes/login-callback.tsx"),
  // "Download my data": a JSON file of the logged-in customer's data (privacy, ADR 014).
  route("account/privacy/export", "routes/account/privacy-export.tsx"),
  layout("layouts/cart.tsx", [
    route("cart", "routes/cart.tsx"),
    route("cart/restore/:token?", "routes/cart-restore.tsx"),
    route("cart/herinnering-afmelden", "routes/cart-reminder-unsubscribe.tsx"),
  ]),
  layout("layouts/checkout.tsx", [
    route("checkout", "routes/checkout.tsx"),
    route("checkout/checkout-login", "routes/checkout/login.tsx"),
    route("checkout/address-details", "routes/checkout/address-details.tsx"),
    route("checkout/payment-methods", "routes/checkout/payment-methods.tsx"),
    route("checkout/pay", "routes/checkout/pay.tsx"),
    route("checkout/pending", "routes/checkout/pending.tsx"),
    route("checkout/thankyou", "routes/checkout/thankyou.tsx"),
    route("checkout/betalen/:order?", "routes/checkout/pay-again.tsx"),
    route("checkout/status/:order?", "routes/checkout/status.tsx"),
  ]),
  layout("layouts/basic.tsx", [route("textpage", "routes/textpage.tsx")]),
  // The back office (docs/decisions/035): its own layout, stylesheet and chunks; staff only.
  layout("layouts/beheer.tsx", [
    route("beheer", "routes/beheer/index.tsx"),
    route("beheer/bestellingen", "routes/beheer/orders.tsx"),
    route("beheer/bestellingen/:order", "routes/beheer/order.tsx"),
    // The shipping panel's forms (docs/decisions/036); the panel is part of the order's page.
    route("beheer/bestellingen/:number/verzending", "routes/beheer/shipment-action.tsx"),
    route("beheer/bestellingen/:order/terugbetalen", "routes/beheer/refunds.tsx"),
    route("beheer/bestellingen/:order/creditnota/:creditNote", "routes/beheer/credit-note.tsx"),
    route("beheer/retouren", "routes/beheer/returns.tsx"),
    route("beheer/rapportages/documenten.zip", "routes/beheer/documents-zip.tsx"),
    route("beheer/import", "routes/beheer/import.tsx"),
    route("beheer/import/export/:format", "routes/beheer/import-export.tsx"),
    route("beheer/kortingscodes", "routes/beheer/discounts.tsx"),
    route("beheer/kortingscodes/:code", "routes/beheer/discount.tsx"),
    route("beheer/reviews", "routes/beheer/reviews.tsx"),
    // Products, prices and stock (docs/decisions/039).
    route("beheer/producten", "routes/beheer/products.tsx"),
    route("beheer/producten/:id", "routes/beheer/product.tsx"),
    route("beheer/aanmelden", "routes/beheer/sign-in.tsx"),
    route("beheer/auditlog", "routes/beheer/auditlog.tsx"),
    route("beheer/medewerkers", "routes/beheer/medewerkers.tsx"),
    route("beheer/instellingen", "routes/beheer/instellingen.tsx"),
    // Reports for the accountant and the VAT overview (docs/decisions/044).
    route("beheer/rapportages", "routes/beheer/reports.tsx"),
    route("beheer/rapportages/btw", "routes/beheer/vat-overview.tsx"),
    // A product's uploaded images (docs/decisions/041).
    route("beheer/producten/:id/afbeeldingen", "routes/beheer/product-images.tsx"),
  ]),
] satisfies RouteConfig;
