// Writing contract values for people: enum codes as their Chinese labels
// (generated from x-enum-labels), money in yuan, ratios as percentages.
import { formatYuan } from '../../../../../components/cases/labels';

export { formatYuan };

/** The label of a code, or the code itself when the contract names no label for it. */
export function labelOf(labels: Readonly<Record<string, string>>, code: string | undefined): string {
  if (code === undefined || code === '') return '—';
  return labels[code] ?? code;
}

/** 0.6 → "60%", 0.125 → "12.5%". */
export function formatRatio(ratio: number): string {
  return `${Number((ratio * 100).toFixed(2))}%`;
}

/** Years offered in year pickers and selects: this year and the ones before it. */
export function recentYears(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => String(today.getFullYear() - index));
}
