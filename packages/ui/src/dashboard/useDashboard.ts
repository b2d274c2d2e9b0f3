/**
 * The dashboard's figures, kept live (issue 14 §3): loaded on arrival, then every 30 s while the tab is visible —
 * paused while `document.hidden`, refreshed at once when the tab shows again. The figures shown stay until the next
 * ones arrive (no flicker), and a part whose figures did not change keeps its object, so it does not draw again.
 * A failed refresh is only logged (spec B §8: "some dashboard load errors are only logged, not shown"): the page
 * keeps what it showed; only a first load that fails is said.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadDashboard, type DashboardPort, type DashboardView } from '@tagtrail/domain';

/** issue 14 §3: the figures refresh every 30 s while the dashboard is visible. */
export const DASHBOARD_REFRESH_MS = 30_000;

export interface DashboardState {
  /** The latest figures that arrived, kept while newer ones load. */
  readonly figures: DashboardView | undefined;
  /** A request is under way (the first or a refresh). */
  readonly loading: boolean;
  /** The first load failed and nothing is shown yet. */
  readonly failed: boolean;
  /** When the figures shown arrived. */
  readonly updatedAt: Date | undefined;
  /** Load again now (Retry, Refresh). */
  readonly refresh: () => void;
}

/** `next`, with every part equal to the one in `previous` replaced by that one: unchanged parts keep their object. */
function keepingUnchanged(previous: DashboardView | undefined, next: DashboardView): DashboardView {
  if (previous === undefined) return next;
  const same = <T>(a: T, b: T): T => (JSON.stringify(a) === JSON.stringify(b) ? a : b);
  const kept: DashboardView = {
    cards: same(previous.cards, next.cards),
    productSlices: same(previous.productSlices, next.productSlices),
    osBars: same(previous.osBars, next.osBars),
    countryShares: same(previous.countryShares, next.countryShares),
    pins: same(previous.pins, next.pins),
  };
  return (Object.keys(kept) as (keyof DashboardView)[]).every((key) => kept[key] === previous[key]) ? previous : kept;
}

export function useDashboard(
  port: DashboardPort,
  refreshMs: number = DASHBOARD_REFRESH_MS,
  log: (message: string, error: unknown) => void = console.error,
): DashboardState {
  const [state, setState] = useState<Omit<DashboardState, 'refresh'>>({
    figures: undefined,
    loading: true,
    failed: false,
    updatedAt: undefined,
  });
  const inFlight = useRef<AbortController | undefined>(undefined);
  const latestLog = useRef(log);
  latestLog.current = log;

  const refresh = useCallback(() => {
    // A newer request wins: the older answer would only bring older figures.
    inFlight.current?.abort();
    const abort = new AbortController();
    inFlight.current = abort;
    // A retry after a failed first load shows the page loading again, not the failure.
    setState((current) =>
      current.loading && !current.failed ? current : { ...current, loading: true, failed: false },
    );
    loadDashboard(port, abort.signal).then(
      (figures) => {
        if (abort.signal.aborted) return;
        setState((current) => ({
          figures: keepingUnchanged(current.figures, figures),
          loading: false,
          failed: false,
          updatedAt: new Date(),
        }));
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        latestLog.current('dashboard: the figures could not be loaded', error);
        setState((current) => ({ ...current, loading: false, failed: current.figures === undefined }));
      },
    );
  }, [port]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(refresh, refreshMs);
    };
    const onVisibility = () => {
      if (document.hidden) {
        stop();
      } else {
        refresh();
        start();
      }
    };
    refresh();
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      inFlight.current?.abort();
    };
  }, [refresh, refreshMs]);

  return { ...state, refresh };
}
