import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the menu. */
export class MenuException extends AppException {
  static stationNotFound(): MenuException {
    return new MenuException('KITCHEN_STATION_NOT_FOUND', 'This kitchen station does not exist.', 404);
  }

  static stationNameTaken(name: string): MenuException {
    return new MenuException('KITCHEN_STATION_NAME_TAKEN', `There is already a station called "${name}".`, 409);
  }

  /** A station named in the input (an item's, a choice's) that does not exist. */
  static unknownStation(): MenuException {
    return new MenuException('KITCHEN_STATION_UNKNOWN', 'Please choose an existing kitchen station.', 422);
  }

  static itemNotFound(): MenuException {
    return new MenuException('MENU_ITEM_NOT_FOUND', 'This menu item does not exist.', 404);
  }

  static optionNotFound(): MenuException {
    return new MenuException('MENU_OPTION_NOT_FOUND', 'This menu option does not exist.', 404);
  }

  static optionNameTaken(name: string): MenuException {
    return new MenuException('MENU_OPTION_NAME_TAKEN', `This item already has an option called "${name}".`, 409);
  }

  static itemNameTaken(name: string): MenuException {
    return new MenuException('MENU_ITEM_NAME_TAKEN', `This category already has an item called "${name}".`, 409);
  }

  static categoryNotFound(): MenuException {
    return new MenuException('MENU_CATEGORY_NOT_FOUND', 'This category does not exist.', 404);
  }

  /** A category named in the input (not the URL) that does not exist. */
  static unknownCategory(): MenuException {
    return new MenuException('MENU_CATEGORY_UNKNOWN', 'Please choose an existing category.', 422);
  }

  static categoryNameTaken(name: string): MenuException {
    return new MenuException('MENU_CATEGORY_NAME_TAKEN', `There is already a category called "${name}".`, 409);
  }

  static categoryNameInvalid(): MenuException {
    return new MenuException('MENU_CATEGORY_NAME_INVALID', 'The internal name needs at least one letter or digit (it is stored lowercase with underscores).', 422);
  }

  static categoryNotEmpty(itemCount: number): MenuException {
    const items = itemCount === 1 ? '1 item' : `${itemCount} items`;
    return new MenuException('MENU_CATEGORY_NOT_EMPTY', `This category holds ${items}. Move them to another category to delete it.`, 409, { itemCount });
  }

  static moveTargetInvalid(): MenuException {
    return new MenuException('MENU_CATEGORY_MOVE_TARGET_INVALID', 'Please choose another existing category to move the items to.', 422);
  }

  static staleOrder(): MenuException {
    return new MenuException('MENU_ORDER_STALE', 'The list changed since it was loaded. Please reload and try again.', 409);
  }

  /** Issue 28: the item's choice groups as sent cannot be saved; the message says which and why. */
  static choiceGroupsInvalid(message: string): MenuException {
    return new MenuException('MENU_CHOICE_GROUPS_INVALID', message, 422);
  }

  /** Issue 28: a meal deal offers this item or size; `meals` names them ("Burger Meal (Your side)"), when known. */
  static inAMeal(name: string, meals: readonly string[]): MenuException {
    const where = meals.length > 0 ? `${meals.join(', ')} ${meals.length === 1 ? 'offers' : 'offer'} it` : 'A meal deal offers it';
    return new MenuException('MENU_ITEM_IN_A_MEAL', `${name} cannot be deleted: ${where}. Remove it from the meal first.`, 409, { meals: [...meals] });
  }

  static itemHasNoImage(): MenuException {
    return new MenuException('MENU_ITEM_HAS_NO_IMAGE', 'This menu item has no image.', 404);
  }

  static noImageSent(): MenuException {
    return new MenuException('IMAGE_MISSING', 'Please select an image file', 422);
  }
}
