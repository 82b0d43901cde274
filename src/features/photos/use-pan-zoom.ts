import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, panStep, stepView, wheelFactor, zoomAround, type Point, type ZoomAction, type ZoomView } from './image-zoom';

/** Keys of the zoom frame (issue 25: the viewer by keyboard): + and − step the zoom, 0 resets, the arrows pan. */
const keyActions: Record<string, ZoomAction> = { '+': 'in', '=': 'in', '-': 'out', _: 'out', '0': 'reset' };
const arrowPans: Record<string, [number, number]> = { ArrowLeft: [panStep, 0], ArrowRight: [-panStep, 0], ArrowUp: [0, panStep], ArrowDown: [0, -panStep] };

/** A pointer's position in pixels from the frame's centre (the view's coordinates, image-zoom.ts). */
function fromCentre(frame: HTMLElement, clientX: number, clientY: number): Point {
  const box = frame.getBoundingClientRect();
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The gestures of a zoom frame, as handlers for it: the wheel zooms about the pointer, one pointer (mouse, pen or a
 * finger) drags the picture at any zoom, two fingers pinch about their middle and move it, keys step and pan. The
 * wheel listener is registered by hand because React's is passive and the page must not scroll under the picture.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, onChange: (change: (view: ZoomView) => ZoomView) => void) {
  const pointers = useRef(new Map<number, Point>());
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = fromCentre(element, event.clientX, event.clientY);
      change.current((view) => zoomAround(view, wheelFactor(event.deltaY, event.deltaMode), at));
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [frame]);

  const release = (event: PointerEvent<HTMLElement>) => void pointers.current.delete(event.pointerId);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, fromCentre(event.currentTarget, event.clientX, event.clientY));
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = fromCentre(event.currentTarget, event.clientX, event.clientY);
      pointers.current.set(event.pointerId, now);
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
      if (!other) {
        change.current((view) => panBy(view, now.x - before.x, now.y - before.y));
        return;
      }
      // Two fingers: scale by how far apart they moved, about their middle, and follow the middle as it moves.
      const [from, to] = [middle(before, other), middle(now, other)];
      const factor = distance(before, other) > 0 ? distance(now, other) / distance(before, other) : 1;
      change.current((view) => panBy(zoomAround(view, factor, from), to.x - from.x, to.y - from.y));
    },
    onPointerUp: release,
    onPointerCancel: release,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const action = keyActions[event.key];
      const pan = arrowPans[event.key];
      if (!action && !pan) return;
      event.preventDefault();
      change.current((view) => (action ? stepView(view, action) : panBy(view, pan![0], pan![1], true)));
    },
  };
}
