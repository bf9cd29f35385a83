import { useSyncExternalStore } from 'react';

/**
 * The sound a new order makes: a short two-tone chime from the Web Audio API (no file to load).
 * Browsers keep audio locked until the page has been clicked; `unlockAudio` is called on the first
 * click anywhere, and a chime before that is skipped rather than queued.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/** Resumes audio inside a user gesture; true once sound can play. */
export async function unlockAudio(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  return audio.state === 'running';
}

export function isAudioUnlocked(): boolean {
  return context?.state === 'running';
}

export function playNewOrderChime(): void {
  const audio = context;
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.3);
  }
}

const MUTE_KEY = 'admin-orders-sound-muted';

/** The choice made on this visit where storage refused to keep it (private mode): it outranks what storage holds. */
let unstoredChoice: boolean | undefined;

function readMuted(): boolean {
  if (unstoredChoice !== undefined) return unstoredChoice;
  try {
    return window.localStorage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

const mutedListeners = new Set<() => void>();

function storeMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, String(muted));
    unstoredChoice = undefined;
  } catch {
    unstoredChoice = muted;
  }
  for (const listener of mutedListeners) listener();
}

function subscribeMuted(listener: () => void): () => void {
  mutedListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    mutedListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether this device muted the new-order sound, and the switch that stores it. The server renders
 * the sound on, and so does the browser while it hydrates the server's page (the choice is in this
 * device's storage): the device's choice follows a moment later, without a mismatch that would make
 * React throw the server's page away.
 */
export function useSoundMuted(): [muted: boolean, setMuted: (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribeMuted, readMuted, () => false);
  return [muted, storeMuted];
}
