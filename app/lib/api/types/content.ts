/** Response shapes of /v1/content (spec section 7, Content) beyond the stored documents of app/lib/schemas/content.ts. */
import type { BlogArticle } from "../../schemas/content";
import type { Breadcrumb, CategoryInfo } from "./catalog";

export type { BlogArticle, CartPromo, Footer, Homepage, Navigation, NewsletterPopup, Notification, ServicePage, Textpage, Usps } from "../../schemas/content";

/** A category's subcategories (or siblings) for the side navigation. */
export interface SubNavigation {
  title: string;
  items: { title: string; link: string; is_active: boolean }[];
}

/** A service page in the list of service pages. */
export interface ServicePageSummary {
  slug: string;
  title: string;
  intro: string;
}

/** A blog article in the blog list. */
export interface BlogSummary {
  slug: string;
  title: string;
  intro: string;
  published: string;
  reading_minutes: number;
  image: BlogArticle["image"];
}

/**
 * GET /v1/content/category?path=...: a category's header (spec section 3, Category header: title, sub_title,
 * image; spec section 2, Category header: breadcrumb, countdown and an action's 'Hoe werkt deze actie?' steps).
 */
export interface CategoryHeader {
  title: string;
  sub_title: string | null;
  image: CategoryInfo["header_image"];
  breadcrumbs: Breadcrumb[];
  countdown: CategoryInfo["countdown"];
  steps: CategoryInfo["steps"];
}
