import type { AppMetrics } from '../observability/metrics.js';
import type { Tracing } from '../observability/tracing.js';
import { DataSourceUnavailableError } from './data-source.js';

export type SourceObserver = <T extends object>(key: string, source: T) => T;

/**
 * A data source whose every call is a span (`datasource <key>.<method>`) and counted by key, with its
 * failures: the key and the method only, never what is asked or answered. Only made when tracing or
 * metrics are on (buildApp): otherwise the sources are handed out as they are.
 */
export function sourceObserver(tracing: Tracing | undefined, metrics: AppMetrics): SourceObserver {
  return <T extends object>(key: string, source: T): T => {
    const wrapped = new Map<PropertyKey, unknown>();
    return new Proxy(source, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function' || typeof prop !== 'string' || prop === 'constructor') return value;
        if (!wrapped.has(prop)) {
          const call = (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
          wrapped.set(prop, (...args: unknown[]) => observeCall(key, prop, () => call(...args)));
        }
        return wrapped.get(prop);
      },
    });
  };

  function observeCall(key: string, method: string, call: () => unknown): unknown {
    const counted = () => {
      const failed = (err: unknown) => {
        metrics.dataSourceCall(key, err instanceof DataSourceUnavailableError ? 'unavailable' : 'error');
        throw err;
      };
      let answer: unknown;
      try {
        answer = call();
      } catch (err) {
        return failed(err);
      }
      if (typeof (answer as { then?: unknown } | null)?.then !== 'function') {
        metrics.dataSourceCall(key, 'ok');
        return answer;
      }
      return (answer as Promise<unknown>).then((value) => {
        metrics.dataSourceCall(key, 'ok');
        return value;
      }, failed);
    };
    return tracing ? tracing.span(`datasource ${key}.${method}`, { 'creditdesk.datasource': key, 'creditdesk.datasource.operation': method }, counted) : counted();
  }
}
