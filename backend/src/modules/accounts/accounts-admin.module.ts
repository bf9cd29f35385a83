import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { ACCOUNT_ORDERS, type AccountOrders } from './account-ports.js';
import { AccountsModule } from './accounts.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';

/**
 * The staff Users screen (api only): stats, the list, a user's orders, delete, set a role. The
 * order counts come from the orders module's service, which the app names (orders imports
 * accounts, so accounts cannot import orders).
 */
@Module({})
export class AccountsAdminModule {
  static register(options: { imports: ModuleMetadata['imports']; orders: Type<AccountOrders> }): DynamicModule {
    return {
      module: AccountsAdminModule,
      imports: [AccountsModule, ...(options.imports ?? [])],
      controllers: [AdminUsersController],
      providers: [{ provide: ACCOUNT_ORDERS, useExisting: options.orders }, AdminUsersRepository, AdminUsersService],
    };
  }
}
