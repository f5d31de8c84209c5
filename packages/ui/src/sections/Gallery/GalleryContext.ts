import { createContext, useContext } from 'react';
import type { GalleryMotionMode } from './Gallery.styles';

export interface GalleryContextValue {
  /** Columns hand their element to the gallery, which writes their scroll transforms directly. */
  registerColumn: (index: number, element: HTMLElement | null) => void;
  /** The still frame's progress when the gallery is frozen (stories), otherwise undefined. */
  frozenProgress: number | undefined;
  /** Column travel over p 0.5 → 1, in % of the column's own height. */
  shiftDistance: number;
  /** `live` follows the scroll, `static` is the resting state (reduced motion), `still` a frozen frame. */
  mode: GalleryMotionMode;
  /** Whether CSS may run the choreography before the frame loop (not for a frozen frame or forced reduced motion). */
  scrollDriven: boolean;
  /** `sizes` for the tiles' images. */
  itemSizes: string;
}

export const GalleryContext = createContext<GalleryContextValue | null>(null);

/** The gallery a part belongs to; parts cannot work alone, so using one outside `<Gallery>` throws. */
export function useGalleryContext(part: 'Column' | 'Item'): GalleryContextValue {
  const context = useContext(GalleryContext);
  if (!context) throw new Error(`<Gallery.${part}> must be used inside <Gallery>`);
  return context;
}
