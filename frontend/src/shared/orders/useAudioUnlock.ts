import { useEffect, useState } from 'react';
import { isAudioUnlocked, unlockAudio } from './new-order-alert';

/** Browsers allow sound only after the page was clicked: the first click or key anywhere unlocks it. */
export function useAudioUnlock(): boolean {
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => {
    if (isAudioUnlocked()) {
      setUnlocked(true);
      return;
    }
    const onFirstClick = () => void unlockAudio().then(setUnlocked);
    document.addEventListener('pointerdown', onFirstClick, { once: true });
    document.addEventListener('keydown', onFirstClick, { once: true });
    return () => {
      document.removeEventListener('pointerdown', onFirstClick);
      document.removeEventListener('keydown', onFirstClick);
    };
  }, []);
  return unlocked;
}
