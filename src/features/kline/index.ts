// The K-line's public entry (issue 28): the chart as a part of another page. /kline's page is loaded by its route from
// kline-page.tsx; lightweight-charts only ever comes with candle-canvas.tsx, loaded when there are candles to draw.
export { KlineChart, type KlineChartProps } from './kline-chart';
