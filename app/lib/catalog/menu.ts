import { MENU_LIMIT_THRESHOLD, MENU_MAX_ITEMS } from "../constants";

/** Spec: the main menu shows at most 9 items when there are more than 10. */
export function visibleMenuItems<T>(items: readonly T[]): T[] {
  return items.length > MENU_LIMIT_THRESHOLD ? items.slice(0, MENU_MAX_ITEMS) : [...items];
}
