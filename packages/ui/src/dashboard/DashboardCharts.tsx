/**
 * The dashboard's two charts, drawn by @fluentui/react-charting (DESIGN "Views"): the readings-by-product donut and
 * the readings-by-OS bars. This module (and the charting library with it) loads only with the dashboard: the view
 * imports it lazily. Labels come translated; the view beside each chart has its text alternative.
 */
import { DonutChart, VerticalBarChart } from '@fluentui/react-charting';
import { memo } from 'react';
import { roundAxisTop, Y_STEPS } from './chart-axis';

export interface ChartEntry {
  readonly label: string;
  readonly value: number;
  readonly color: string;
}

const HEIGHT = 260;

export interface ProductChartProps {
  readonly entries: readonly ChartEntry[];
  /** The language numbers are written in. */
  readonly culture: string;
}

/** The readings-by-product donut: shares of 100, the last slice 'other products' when there is a remainder. */
export const ProductChart = memo(function ProductChart({ entries, culture }: ProductChartProps) {
  return (
    <DonutChart
      data={{
        chartData: entries.map((entry) => ({
          legend: entry.label,
          data: entry.value,
          color: entry.color,
          xAxisCalloutData: entry.label,
          yAxisCalloutData: `${entry.value}%`,
        })),
      }}
      height={HEIGHT}
      innerRadius={62}
      hideLabels={false}
      showLabelsInPercent
      culture={culture}
      // Names as they are written: the library capitalises every word ('Other Products').
      legendProps={{ allowFocusOnLegends: true, enabledWrapLines: true, styles: { legend: { textTransform: 'none' } } }}
    />
  );
});

export interface OsChartProps {
  readonly entries: readonly ChartEntry[];
  readonly culture: string;
}

/** The readings-by-operating-system bars, most readings first. */
export const OsChart = memo(function OsChart({ entries, culture }: OsChartProps) {
  return (
    <VerticalBarChart
      data={entries.map((entry) => ({
        x: entry.label,
        y: entry.value,
        legend: entry.label,
        color: entry.color,
      }))}
      height={HEIGHT}
      yMaxValue={roundAxisTop(Math.max(0, ...entries.map((entry) => entry.value)))}
      yAxisTickCount={Y_STEPS}
      hideLegend
      hideLabels={false}
      barWidth="auto"
      maxBarWidth={56}
      roundCorners
      culture={culture}
      wrapXAxisLables
    />
  );
});
