import type { Counter, CounterConfiguration, Gauge, GaugeConfiguration, Histogram, HistogramConfiguration, Registry } from 'prom-client';

export function metricsRegistry(): Registry;
export function metric<L extends string>(kind: 'counter', options: Omit<CounterConfiguration<L>, 'registers'>): Counter<L>;
export function metric<L extends string>(kind: 'gauge', options: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L>;
export function metric<L extends string>(kind: 'histogram', options: Omit<HistogramConfiguration<L>, 'registers'>): Histogram<L>;
export const LATENCY_BUCKETS: number[];
export function routeGroup(url: string | undefined): string;
export function httpMetrics(): {
  requests: Counter<'group' | 'method' | 'status'>;
  duration: Histogram<'group' | 'status_class'>;
};
export function cacheMetrics(): Counter<'kind' | 'result'>;
export interface MinuteTally {
  /** The minute's start, epoch milliseconds. */
  minute: number;
  name: string;
  value: number;
}
export function tally(name: string, amount?: number, at?: number): void;
export function drainTallies(): MinuteTally[];
export function restoreTallies(rows: MinuteTally[], now?: number): void;
