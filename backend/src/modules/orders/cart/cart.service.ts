import { Injectable } from '@nestjs/common';
import type { Statement } from '../../../infra/database/statement-batch.js';
import type { CartItem } from '../entities/cart-item.entity.js';
import type { AuthUser } from '../../accounts/sessions.service.js';
import { checkChoices, choicesPrice } from '@walkden/contract/choices';
import { MenuService } from '../../menu/menu.service.js';
import { lineStationUses, orderStationUses, type StationUse } from '../domain/station-load.js';
import { CartException } from './cart.exception.js';
import { CartRepository } from './cart.repository.js';
import {
  acceptGuestLine,
  addQuantities,
  chooseOption,
  isSameLine,
  MAX_LINE_QUANTITY,
  normaliseInstructions,
  planMerge,
  priceCartLine,
  summariseCart,
  toLineChoices,
  type CartLineView,
  type GuestLine,
  type GuestLineRejection,
  type LineKey,
} from './domain/cart-line.js';

export type { CartLineView } from './domain/cart-line.js';

export interface CartView {
  lines: CartLineView[];
  /** Pence, available lines only. */
  totalPence: number;
  count: number;
  hasUnavailable: boolean;
}

export interface CheckoutCart {
  lines: CartLineView[];
  /** Pence, available lines only. */
  subtotalPence: number;
  hasUnavailable: boolean;
  /** Issue 28: the units of each kitchen station the cart's lines take (lineStationUses). */
  stationUses: StationUse[];
}

export interface AddCartItemInput {
  menuItemId: string;
  optionId?: string | null;
  choiceIds?: readonly string[] | null;
  specialInstructions?: string | null;
}

export interface CartMergeResult {
  cart: CartView;
  /** How many guest lines joined the account cart. */
  merged: number;
  /** Guest lines that could not join, with why; the rest of the merge still happened. */
  skipped: { menuItemId: string; optionId: string | null; itemName: string | null; reason: GuestLineRejection }[];
}

/** A line to merge, priced from today's menu (the snapshot kept in unit_price). */
type PricedLine = LineKey & { quantity: number; unitPrice: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed-in user's cart. Prices always come from the menu as it is now (MenuService reads the
 * database, not the cache); the unit_price column only keeps the price last seen, for reference.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly menu: MenuService,
  ) {}

  getCart(user: AuthUser): Promise<CartView> {
    return this.loadCart(user.id);
  }

  /** Adds one, or raises a matching line (same item, option and instructions) by one. */
  async addCartItem(user: AuthUser, input: AddCartItemInput): Promise<CartView> {
    const item = UUID.test(input.menuItemId) ? await this.menu.findItemForPricing(input.menuItemId) : null;
    if (!item) throw CartException.menuItemNotFound();
    const choice = chooseOption(item, input.optionId);
    if (!choice.ok) throw CartException.cannotAdd(choice.error);
    const choices = checkChoices(item.choiceGroups, input.choiceIds ?? []);
    if (!choices.ok) throw CartException.choicesInvalid(choices.message);
    const key: LineKey = {
      menuItemId: item.id,
      optionId: choice.option.id,
      choices: toLineChoices(choices.picked),
      specialInstructions: normaliseInstructions(input.specialInstructions),
    };
    const unitPrice = choice.option.price + choicesPrice(choices.picked, item.halfPriceRule);

    await this.carts.withUserLock(user.id, async (manager) => {
      const match = (await this.carts.findLines(user.id, manager)).find((line) => isSameLine(line, key));
      if (match) await this.carts.setQuantity(user.id, match.id, addQuantities(match.quantity, 1), unitPrice, manager);
      else await this.carts.insertLine(user.id, { ...key, quantity: 1, unitPrice }, manager);
    });
    return this.loadCart(user.id);
  }

  /** Sets a line's quantity; 0 or less removes it. */
  async updateCartItemQuantity(user: AuthUser, lineId: string, quantity: number): Promise<CartView> {
    if (quantity <= 0) return this.removeCartItem(user, lineId);
    const line = await this.carts.findLine(user.id, lineId);
    if (!line) throw CartException.lineNotFound();
    await this.carts.setQuantity(user.id, line.id, Math.min(quantity, MAX_LINE_QUANTITY));
    return this.loadCart(user.id);
  }

  async removeCartItem(user: AuthUser, lineId: string): Promise<CartView> {
    if ((await this.carts.deleteLine(user.id, lineId)) === 0) throw CartException.lineNotFound();
    return this.loadCart(user.id);
  }

  async emptyCart(user: AuthUser): Promise<CartView> {
    await this.clearCart(user.id);
    return this.loadCart(user.id);
  }

  /**
   * Joins a guest's browser cart into the account with the merge rule. A line that cannot be
   * bought (unknown item, unavailable, wrong option, bad quantity) is skipped and reported; the
   * others still join.
   */
  async mergeGuestCart(user: AuthUser, guestLines: readonly GuestLine[]): Promise<CartMergeResult> {
    const ids = guestLines.map((line) => line.menuItemId).filter((id) => UUID.test(id));
    const items = new Map((await this.menu.findItemsForPricing(ids)).map((item) => [item.id, item]));
    const skipped: CartMergeResult['skipped'] = [];
    const accepted: PricedLine[] = [];
    for (const guestLine of guestLines) {
      const item = items.get(guestLine.menuItemId);
      const check = acceptGuestLine(guestLine, item);
      if (check.ok) accepted.push(check.line);
      else skipped.push({ menuItemId: guestLine.menuItemId, optionId: guestLine.optionId ?? null, itemName: item?.name ?? null, reason: check.reason });
    }

    await this.mergeLines(user.id, accepted);
    return { cart: await this.loadCart(user.id), merged: accepted.length, skipped };
  }

  /**
   * Merges lines the caller has already checked against today's menu (Order again) with the merge
   * rule and the line limit. Returns the cart and how many units each line added, in order.
   */
  async addLinesToCart(userId: string, lines: readonly PricedLine[]): Promise<{ cart: CartView; added: number[] }> {
    const added = await this.mergeLines(userId, lines);
    return { cart: await this.loadCart(userId), added };
  }

  /** For checkout: the priced lines, the subtotal of those that can be bought, and whether any cannot. */
  async getCheckoutCart(userId: string): Promise<CheckoutCart> {
    return this.checkoutCartOf(await this.carts.findLines(userId));
  }

  /** A user's cart lines as a statement, for a caller that sends it with other reads; `checkoutCartOf` prices them. */
  linesStatement(userId: string): Statement<CartItem[]> {
    return this.carts.linesStatement(userId);
  }

  /** The checkout's view of these stored lines, priced from the menu as it is now. */
  async checkoutCartOf(stored: CartItem[]): Promise<CheckoutCart> {
    const { items, lines } = await this.priceLines(stored);
    const totals = summariseCart(lines);
    const stationUses = orderStationUses(
      stored.map((line) => {
        const item = items.get(line.menuItemId);
        return item ? lineStationUses(item, line.optionId, line.choices.map((choice) => choice.id), line.quantity) : [];
      }),
    );
    return { lines, subtotalPence: totals.totalPence, hasUnavailable: totals.hasUnavailable, stationUses };
  }

  async clearCart(userId: string): Promise<void> {
    await this.carts.deleteAll(userId);
  }

  /** Empties a user's cart, as a statement of the checkout's transaction (the order and the empty cart commit together). */
  clearCartStatement(userId: string): Statement<void> {
    return this.carts.deleteAllStatement(userId);
  }

  /**
   * One transaction under the user's lock, reading the lines only once it holds it: a second merge
   * at the same moment (a double click) waits, then adds to what the first wrote, as it would a
   * moment later; all of one merge's lines are written, or none.
   */
  private mergeLines(userId: string, lines: readonly PricedLine[]): Promise<number[]> {
    const incoming = lines.map(({ menuItemId, optionId, choices, specialInstructions, quantity, unitPrice }) => ({
      menuItemId,
      optionId,
      choices,
      specialInstructions,
      quantity,
      unitPrice,
    }));
    return this.carts.withUserLock(userId, async (manager) => {
      const plan = planMerge(await this.carts.findLines(userId, manager), incoming);
      for (const update of plan.updates) await this.carts.setQuantity(userId, update.id, update.quantity, undefined, manager);
      for (const line of plan.inserts) await this.carts.insertLine(userId, line, manager);
      return plan.added;
    });
  }

  private async loadCart(userId: string): Promise<CartView> {
    const { lines } = await this.priceLines(await this.carts.findLines(userId));
    return { lines, ...summariseCart(lines) };
  }

  /** The menu's items the stored lines name, as they are now, and the lines priced. */
  private async priceLines(stored: CartItem[]) {
    const items = new Map((await this.menu.findItemsForPricing(stored.map((line) => line.menuItemId))).map((item) => [item.id, item]));
    const lines = stored.map((line) => priceCartLine(line, items.get(line.menuItemId)));
    return { items, lines };
  }
}
