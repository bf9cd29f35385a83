import { Global, Module } from '@nestjs/common';
import { AccountsModule } from '../../modules/accounts/accounts.module.js';
import { AdminGateway } from './admin.gateway.js';

@Global()
@Module({ imports: [AccountsModule], providers: [AdminGateway], exports: [AdminGateway] })
export class RealtimeModule {}
