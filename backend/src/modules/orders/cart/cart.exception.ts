import { AppException } from '../../../infra/http/app.exception.js';
import type { OptionChoiceError } from './domain/cart-line.js';

const CHOICE_MESSAGES: Record<OptionChoiceError, { message: string; status: number }> = {
  ITEM_UNAVAILABLE: { message: 'This item is currently unavailable.', status: 409 },
  ITEM_NOT_PRICED: { message: 'This item has no price yet, so it cannot be ordered.', status: 422 },
  OPTION_REQUIRED: { message: 'Please choose an option.', status: 422 },
  OPTION_NOT_OF_ITEM: { message: 'This option does not belong to this item.', status: 422 },
  SOLD_OUT: { message: 'Sorry, this is sold out today.', status: 409 },
};

/** Expected failures of the account cart. */
export class CartException extends AppException {
  static lineNotFound(): CartException {
    return new CartException('CART_LINE_NOT_FOUND', 'This line is not in your cart.', 404);
  }

  static menuItemNotFound(): CartException {
    return new CartException('MENU_ITEM_NOT_FOUND', 'This menu item does not exist.', 404);
  }

  /** Issue 28: the choices picked do not fit the item's groups now; the message names the group or the withdrawn choice. */
  static choicesInvalid(message: string): CartException {
    return new CartException('CHOICES_INVALID', message, 422);
  }

  static cannotAdd(error: OptionChoiceError): CartException {
    const { message, status } = CHOICE_MESSAGES[error];
    return new CartException(error, message, status);
  }
}
