/**
 * The one door to swiper, always imported dynamically after hydration. Naming the modules we use here
 * (instead of `import("swiper/modules")`, whose namespace keeps every module) lets the bundler drop the
 * other twenty: about 20 KB gzip less for a shopper's phone to fetch.
 */
export { default as Swiper } from "swiper";
export { A11y, Autoplay, Navigation } from "swiper/modules";
