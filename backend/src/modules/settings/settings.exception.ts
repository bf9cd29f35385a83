import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the runtime business settings. */
export class SettingsException extends AppException {
  static unknownKey(message: string): SettingsException {
    return new SettingsException('SETTING_UNKNOWN', message, 404);
  }

  /** A Settings form with refused fields: details.fields holds one message per field. */
  static invalidForm(fields: { key: string; message: string }[]): SettingsException {
    return new SettingsException('SETTINGS_INVALID', fields.map((field) => field.message).join('; '), 422, { fields });
  }

  static invalidValue(key: string, message: string): SettingsException {
    return new SettingsException('SETTING_INVALID', message, 422, { key });
  }
}
