import { type DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { TWO_STEP_POLICY, type TwoStepPolicy } from './account-ports.js';
import { TwoStepGate } from './two-step-gate.service.js';
import { TwoStepRepository } from './two-step.repository.js';

/**
 * The two-step rules for every guard: global because RoleGuard and StepUpGuard are instantiated in
 * each module that has a staff controller (menu, orders, settings, ...). The app names the policy
 * (SettingsService): settings imports accounts for its guards, so accounts never imports settings.
 */
@Global()
@Module({})
export class TwoStepGateModule {
  static register(options: { imports: ModuleMetadata['imports']; policy: Type<TwoStepPolicy> }): DynamicModule {
    return {
      module: TwoStepGateModule,
      imports: options.imports ?? [],
      providers: [TwoStepRepository, TwoStepGate, { provide: TWO_STEP_POLICY, useExisting: options.policy }],
      exports: [TwoStepRepository, TwoStepGate],
    };
  }
}
