/*
 * The image viewer's zoom and pan (spec sections 2 and 9: in by 1.1, out by 0.9, reset; issue 25: the wheel and a pinch
 * zoom around the pointer or the fingers, a drag pans). Pure arithmetic, so the rules are tested without a browser.
 *
 * A view is the picture's scale and its centre's offset from the frame's centre, drawn as
 * `translate(x, y) scale(zoom)` about the picture's centre. Points are in pixels from the frame's centre.
 */
export const zoomSteps = { in: 1.1, out: 0.9 } as const;
const minZoom = 0.2;
/** 12 times: a 4,000 px original fitted to a 390 px phone is seen pixel for pixel at about 10. */
const maxZoom = 12;
/** One arrow key's pan, in pixels. */
export const panStep = 40;

export type ZoomAction = 'in' | 'out' | 'reset';

export interface ZoomView {
  zoom: number;
  x: number;
  y: number;
  /** Whether the change may be animated: a button's or a key's step yes, a gesture that follows a finger no. */
  animated: boolean;
}
export interface Point {
  x: number;
  y: number;
}

export const initialView: ZoomView = { zoom: 1, x: 0, y: 0, animated: false };
const centre: Point = { x: 0, y: 0 };

const clampZoom = (zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom));

export function nextZoom(zoom: number, action: ZoomAction): number {
  if (action === 'reset') return 1;
  return clampZoom(zoom * zoomSteps[action]);
}

/**
 * The view scaled by `factor` about `at`: the part of the picture under the pointer (or between the fingers) stays
 * under it. The scale is kept within its bounds, and the offset follows the scale actually applied.
 */
export function zoomAround(view: ZoomView, factor: number, at: Point = centre, animated = false): ZoomView {
  const zoom = clampZoom(view.zoom * factor);
  const applied = zoom / view.zoom;
  return { zoom, x: at.x - (at.x - view.x) * applied, y: at.y - (at.y - view.y) * applied, animated };
}

/** A button's or a key's step (×1.1, ×0.9 about the frame's centre) or the reset to 100%, centred. */
export function stepView(view: ZoomView, action: ZoomAction): ZoomView {
  if (action === 'reset') return { ...initialView, animated: true };
  return zoomAround(view, nextZoom(view.zoom, action) / view.zoom, centre, true);
}

export const panBy = (view: ZoomView, dx: number, dy: number, animated = false): ZoomView => ({ ...view, x: view.x + dx, y: view.y + dy, animated });

/** The wheel's zoom factor: smooth for a trackpad's small steps, about ×1.1 in and ×0.9 out for a mouse's notch (100 px). */
export const wheelFactor = (deltaY: number, deltaMode: number) => Math.exp((-deltaY * (deltaMode === 1 ? 33 : 1)) / 1000);

export const viewTransform = (view: ZoomView) => `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`;

/** 110%, 90%, 100%: what the viewer shows beside its buttons. */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
