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

export function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, String(muted));
  } catch {
    // Private mode: the switch still works for this visit.
  }
}
