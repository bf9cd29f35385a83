import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { TwoStepGate } from './two-step-gate.service.js';
import { TwoStepRepository } from './two-step.repository.js';

/**
 * The two-step rules for every guard: global because RoleGuard and StepUpGuard are instantiated in
 * each module that has a staff controller (menu, orders, settings, ...).
 */
@Global()
@Module({
  imports: [SettingsModule],
  providers: [TwoStepRepository, TwoStepGate],
  exports: [TwoStepRepository, TwoStepGate],
})
export class TwoStepGateModule {}
