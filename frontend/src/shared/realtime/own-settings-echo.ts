/**
 * Settings this page saved moments ago. The save answers with its own 'Settings saved'; the
 * settings.changed message that every page hears a moment later is the echo of that same save, so
 * this page does not announce it again (a 'Settings Updated' toast queued ahead of 'Settings saved'
 * would hide it). Other pages, and later changes by anyone else, are announced as before.
 */
const ECHO_WINDOW_MS = 10_000;
const ownSaves = new Map<string, number>();

export function noteOwnSettingsSave(keys: readonly string[], now = Date.now()): void {
  for (const key of keys) ownSaves.set(key, now + ECHO_WINDOW_MS);
}

/** Whether a settings.changed for `key` is the echo of this page's own save (within 10 s of it). */
export function isOwnSettingsEcho(key: string, now = Date.now()): boolean {
  const until = ownSaves.get(key);
  if (until === undefined) return false;
  if (until < now) {
    ownSaves.delete(key);
    return false;
  }
  return true;
}
