import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the menu. */
export class MenuException extends AppException {
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
}
