import { useState } from 'react';

/** Spec section 9: zoom steps are ×1.1 in and ×0.9 out (the image viewer's), and reset returns to the start. */
export const zoomIn = 1.1;
export const zoomOut = 0.9;

/** A zoom factor with the spec's steps, from 1 (the drawing's own size), kept between a quarter and four times. */
export function useZoom() {
  const [scale, setScale] = useState(1);
  const clamp = (value: number) => Math.min(4, Math.max(0.25, value));
  return {
    scale,
    in: () => setScale((s) => clamp(s * zoomIn)),
    out: () => setScale((s) => clamp(s * zoomOut)),
    reset: () => setScale(1),
  };
}
