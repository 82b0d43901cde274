import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Candle } from '../../api/contracts/automatch';
import { drawCandles, type CandleDrawing } from './candle-drawing';

export interface CandleCanvasProps {
  candles: readonly Candle[];
  intraday: boolean;
  /** The chart's height: px, or any CSS length (the /kline page fills the window). */
  height: number | string;
  /** What the chart shows, for those who cannot see the canvas (the legend above it says the newest candle). */
  label: string;
}

/**
 * The canvas of the K-line: the only module that loads lightweight-charts (through candle-drawing.ts), itself loaded
 * when a variety has candles to draw (kline-candles.tsx), so no page's first JavaScript carries the library.
 */
export default function CandleCanvas({ candles, intraday, height, label }: CandleCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const drawing = useRef<CandleDrawing | null>(null);
  const latest = useRef(candles);
  latest.current = candles;

  useEffect(() => {
    const drawn = drawCandles(box.current!, { intraday });
    drawn.show(latest.current);
    drawing.current = drawn;
    return () => {
      drawing.current = null;
      drawn.remove();
    };
  }, [intraday]);
  useEffect(() => drawing.current?.show(candles), [candles]);

  return <Box ref={box} role="figure" aria-label={label} h={typeof height === 'number' ? `${height}px` : height} w="full" data-testid="kline-canvas" />;
}
