import { type TProperties, Type } from 'typebox';
import { Nullable } from './common';

/** What every dashboard's contract shares (DOMAIN §10 "Common"): the period, figures with the list behind them. */

export const DashboardYm = Type.String({ maxLength: 7, description: 'YYYY-MM' });

/** The host route (with its query) of the list behind a figure: the drill-down of DOMAIN §10. */
export const DashboardLink = Type.String({ description: '드릴다운 경로 (목록 화면과 조건)' });
export const DashboardCount = Type.Integer({ minimum: 0 });
/** A percentage to one decimal; null when its base is 0. */
export const DashboardPct = Nullable(Type.Number());
export const DashboardPeriod = Type.Object({ fromYm: Type.String(), toYm: Type.String() });

/** A figure with the list behind it. */
export const dashboardFigure = <P extends TProperties = Record<never, never>>(extra: P = {} as P) =>
  Type.Object({ value: Nullable(Type.Number()), link: DashboardLink, ...extra });
/** A row of a breakdown with the list behind it. */
export const dashboardLinked = <P extends TProperties>(properties: P) => Type.Object({ ...properties, link: DashboardLink });
