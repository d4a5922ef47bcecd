import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** English module names, Dutch URLs (spec section 2). Every path ends with "/" (trailing-slash rule). */
export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx"),
    route("nieuwsbrief", "routes/newsletter.tsx"),
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
    route("*", "routes/catch-all.tsx"),
  ]),
  layout("layouts/account.tsx", [
    route("account", "routes/account/dashboard.tsx"),
    route("account/login", "routes/account/login.tsx"),
    route("account/logout", "routes/account/logout.tsx"),
  ]),
  layout("layouts/cart.tsx", [route("cart", "routes/cart.tsx"), route("cart/restore/:token?", "routes/cart-restore.tsx")]),
  layout("layouts/checkout.tsx", [route("checkout", "routes/checkout.tsx")]),
  layout("layouts/basic.tsx", [route("textpage", "routes/textpage.tsx")]),
] satisfies RouteConfig;
