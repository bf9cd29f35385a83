import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the runtime business settings. */
export class SettingsException extends AppException {
  static unknownKey(message: string): SettingsException {
    return new SettingsException('SETTING_UNKNOWN', message, 404);
  }

  static invalidValue(key: string, message: string): SettingsException {
    return new SettingsException('SETTING_INVALID', message, 422, { key });
  }
}
