/** The image viewer's zoom (spec section 2 and 9: in by 1.1, out by 0.9, reset), kept within 1/5 and 5 times. */
export const zoomSteps = { in: 1.1, out: 0.9 } as const;
const minZoom = 0.2;
const maxZoom = 5;

export type ZoomAction = 'in' | 'out' | 'reset';

export function nextZoom(zoom: number, action: ZoomAction): number {
  if (action === 'reset') return 1;
  return Math.min(maxZoom, Math.max(minZoom, zoom * zoomSteps[action]));
}

/** 110%, 90%, 100%: what the viewer shows beside its buttons. */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
