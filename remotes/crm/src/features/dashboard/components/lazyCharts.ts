import { lazy } from 'react';

/** recharts loads with the first chart, after the cards have painted. */
export const ComboChart = lazy(() => import('./Charts').then((m) => ({ default: m.ComboChart })));
export const DonutChart = lazy(() => import('./Charts').then((m) => ({ default: m.DonutChart })));
export const SimpleBar = lazy(() => import('./Charts').then((m) => ({ default: m.SimpleBar })));
