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
}

export const createFlashSlice: HaloSlice<FlashSlice> = (set) => {
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
  return {
    flash: { open: false, text: '', level: DEFAULT_FLASH_LEVEL },
    showFlash: (text, level = DEFAULT_FLASH_LEVEL) => {
      stopTimer();
      set({ flash: { open: true, text, level } });
      autoClose = setTimeout(closeFlash, FLASH_AUTO_CLOSE_MS);
    },
    closeFlash,
  };
};
