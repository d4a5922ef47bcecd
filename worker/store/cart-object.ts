import { DurableObject } from "cloudflare:workers";

/**
 * One Durable Object per cart (SQLite-backed). The platform issue only creates the class and its
 * binding; the cart issue adds items, totals and discounts. It already answers what a cart is now:
 * its stored lines (none until adding to the cart exists).
 */
export interface CartLine {
  item_id: number;
  quantity: number;
}

export class CartObject extends DurableObject {
  async lines(): Promise<CartLine[]> {
    return (await this.ctx.storage.get<CartLine[]>("lines")) ?? [];
  }
}
