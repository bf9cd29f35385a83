import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infra/config/app-config.js';
import { mapStatement, type Statement } from '../../infra/database/statement-batch.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import {
  isSettingKey,
  parseSettingsForm,
  parseSettingValue,
  SETTING_DEFINITIONS,
  requiresTwoStepForStaff,
  SETTING_KEYS,
  settingDefault,
  toPrinterSettings,
  toPublicSettings,
  type PrinterSettings,
  type PublicSettings,
  type SettingKey,
  unknownSettingMessage,
} from './domain/setting-value.js';
import type { GlobalSetting } from './entities/global-setting.entity.js';
import type { SettingsChangedEvent } from './events/settings.events.js';
import { SettingsException } from './settings.exception.js';
import { SettingsRepository } from './settings.repository.js';

/** The settings as every page reads them, typed (other modules take them from getPublicSettings). */
export type { PublicSettings } from './domain/setting-value.js';
/** The kitchen printer's settings, typed (the orders module prints with them). */
export type { PrinterSettings } from './domain/setting-value.js';

/** A setting as staff see it: the stored text, or the default when none is stored. */
export interface SettingView {
  key: SettingKey;
  value: string;
  isDefault: boolean;
  description: string;
  updatedAt: Date | null;
}

function toSettingView(key: SettingKey, row: GlobalSetting | undefined | null, defaultOf: (key: SettingKey) => string): SettingView {
  const definition = SETTING_DEFINITIONS[key];
  return row
    ? { key, value: row.value, isDefault: false, description: definition.description, updatedAt: row.updatedAt }
    : { key, value: defaultOf(key), isDefault: true, description: definition.description, updatedAt: null };
}

/** The runtime business settings (delivery radius, fees, slot capacity, ...), validated per key. */
@Injectable()
export class SettingsService {
  private readonly production: boolean;
  private readonly kitchenPrinterAddress: string;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
    config: AppConfig,
  ) {
    this.production = config.isProduction;
    this.kitchenPrinterAddress = config.kitchenPrinterAddress ?? '';
  }

  /** A missing key's stored text: the environment's printer address (KITCHEN_PRINTER_ADDRESS) for printer_address, else the definition's. */
  private readonly defaultOf = (key: SettingKey): string =>
    key === 'printer_address' && this.kitchenPrinterAddress !== '' ? this.kitchenPrinterAddress : settingDefault(key, this.production);

  /** Every known setting, in a stable order. */
  async listSettings(): Promise<SettingView[]> {
    const rows = new Map((await this.settings.findAll()).map((row) => [row.key, row]));
    return SETTING_KEYS.map((key) => toSettingView(key, rows.get(key), this.defaultOf));
  }

  async getSetting(key: string): Promise<SettingView> {
    const known = this.assertKnownKey(key);
    return toSettingView(known, await this.settings.findByKey(known), this.defaultOf);
  }

  /** Validates the value for its key and stores it in canonical form (e.g. ' 250 ' -> '250'). */
  async setSetting(key: string, value: string): Promise<SettingView> {
    const known = this.assertKnownKey(key);
    const parsed = parseSettingValue(known, value);
    if (!parsed.ok) throw SettingsException.invalidValue(known, parsed.reason);
    const view = toSettingView(known, await this.settings.upsert(known, parsed.stored), this.defaultOf);
    await this.events.emit('SettingsChanged', { key: known } satisfies SettingsChangedEvent);
    return view;
  }

  /**
   * The staff Settings form: every value is validated first and nothing is stored unless all are
   * valid; then all are stored together and each changed key is announced (SettingsChanged reaches
   * every open page through the sockets). The changed keys' before and after go to the audit log
   * in the same transaction.
   */
  async saveSettings(staff: Pick<AuthUser, 'id' | 'email'>, values: Readonly<Record<string, unknown>>): Promise<SettingView[]> {
    const parsed = parseSettingsForm(values);
    if (!parsed.ok) throw SettingsException.invalidForm(parsed.errors);
    const defaults = new Map(SETTING_KEYS.map((key) => [key, this.defaultOf(key)]));
    const changed = await this.settings.upsertMany(parsed.stored, defaults, (tx, changes) =>
      this.audit.recordChange(staff, { area: 'settings', action: 'update', entityId: 'settings', ...changes }, tx),
    );
    for (const key of changed) await this.events.emit('SettingsChanged', { key } satisfies SettingsChangedEvent);
    return this.listSettings();
  }

  /** "Require two-step sign-in for staff": on by default in production, off in development and tests. */
  async requiresTwoStepForStaff(): Promise<boolean> {
    return requiresTwoStepForStaff((await this.settings.findByKey('require_two_step_for_staff'))?.value, this.production);
  }

  /** Typed values for the storefront, with SPEC section 9's defaults for anything missing. */
  async getPublicSettings(): Promise<PublicSettings> {
    return toPublicSettings(await this.settings.findAll());
  }

  /** The same read as a statement, for a caller that sends it with others in one round trip. */
  publicSettingsStatement(): Statement<PublicSettings> {
    return mapStatement(this.settings.allStatement(), toPublicSettings);
  }

  /** The kitchen printer: where it is, when it prints, how many copies, what paper. */
  async getPrinterSettings(): Promise<PrinterSettings> {
    return toPrinterSettings(await this.settings.findAll(), this.kitchenPrinterAddress);
  }

  private assertKnownKey(key: string): SettingKey {
    if (!isSettingKey(key)) throw SettingsException.unknownKey(unknownSettingMessage(key));
    return key;
  }
}
