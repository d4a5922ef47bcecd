/** D1 queries of the catalogue, one file per area. */
export * from "./brands";
export * from "./categories";
export * from "./listing";
export * from "./products";
export * from "./product-page";
export * from "./reviews";
export * from "./search";
export * from "./search-index";
