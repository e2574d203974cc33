import { DEFAULT_FLASH_LEVEL, FLASH_AUTO_CLOSE_MS, type FlashLevel } from '@halo/domain';
import type { HaloSlice } from './haloState';

export type { FlashLevel };

export interface Flash {
  open: boolean;
  text: string;
  level: FlashLevel;
}

export interface FlashSlice {
  flash: Flash;
  /** Opens the flash; it closes on `closeFlash()` (a click) or by itself after 5 s (docs/PRODUCT.md §4, §9). */
  showFlash: (text: string, level?: FlashLevel) => void;
  closeFlash: () => void;
  /** The pointer or the keyboard is on the message: its 5 s stand still, so no one loses it mid-read. */
  holdFlash: () => void;
  /** The pointer or the keyboard left it: it closes 5 s from now. */
  releaseFlash: () => void;
}

export const createFlashSlice: HaloSlice<FlashSlice> = (set, get) => {
  // One timer per store: a new flash restarts the 5 s, a click cancels it.
  let autoClose: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (autoClose !== undefined) clearTimeout(autoClose);
    autoClose = undefined;
  };
  const closeFlash = () => {
    stopTimer();
    set((state) => ({ flash: { ...state.flash, open: false } }));
  };
  const startTimer = () => {
    stopTimer();
    autoClose = setTimeout(closeFlash, FLASH_AUTO_CLOSE_MS);
  };
  return {
    flash: { open: false, text: '', level: DEFAULT_FLASH_LEVEL },
    showFlash: (text, level = DEFAULT_FLASH_LEVEL) => {
      set({ flash: { open: true, text, level } });
      startTimer();
    },
    closeFlash,
    holdFlash: stopTimer,
    releaseFlash: () => {
      if (get().flash.open) startTimer();
    },
  };
};
