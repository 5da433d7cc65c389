import type { PopularOption } from '../../schemas/option.ts';
import type { AspectRatio, Duration } from '../../schemas/template.ts';

/** Durations (spec 3, the reading that includes 25s); 10s, 15s and 20s are popular. */
export const DURATION_OPTIONS: readonly (PopularOption & { value: Duration })[] = [
  { value: '5s', label: { en: '5 seconds', zh: '5 秒' }, popular: false },
  { value: '10s', label: { en: '10 seconds', zh: '10 秒' }, popular: true },
  { value: '15s', label: { en: '15 seconds', zh: '15 秒' }, popular: true },
  { value: '20s', label: { en: '20 seconds', zh: '20 秒' }, popular: true },
  { value: '25s', label: { en: '25 seconds', zh: '25 秒' }, popular: false },
  { value: '30s', label: { en: '30 seconds', zh: '30 秒' }, popular: false },
  { value: '60s', label: { en: '60 seconds', zh: '60 秒' }, popular: false },
];

/** Aspect ratios; 16:9, 9:16 and 1:1 are popular. */
export const ASPECT_RATIO_OPTIONS: readonly (PopularOption & { value: AspectRatio })[] = [
  { value: '16:9', label: { en: '16:9 landscape', zh: '16:9 横屏' }, popular: true },
  { value: '9:16', label: { en: '9:16 vertical', zh: '9:16 竖屏' }, popular: true },
  { value: '1:1', label: { en: '1:1 square', zh: '1:1 方形' }, popular: true },
  { value: '2.4:1', label: { en: '2.4:1 widescreen', zh: '2.4:1 宽银幕' }, popular: false },
];
