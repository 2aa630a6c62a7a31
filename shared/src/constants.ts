/** Screen breakpoints of SPEC §9, in px. */
export const BREAKPOINTS = { mobile: 600, tablet: 1024, desktop: 1440, wide: 1920 } as const;

/** Layer (z-index) values of SPEC §9. */
export const LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

/** Timeouts of SPEC §9, in ms. */
export const TIMEOUTS = {
  guardToast: 1000,
  pushToast: 5000,
  notification: 5000,
  /** No request timeout. */
  request: 0,
} as const;

/** Push registration token refresh period (handled by the messaging library). */
export const PUSH_TOKEN_REFRESH_DAYS = 7;

export const OAUTH_SCOPE = 'read_profile';

/** The most rows an .xlsx export of a list holds (DOMAIN §1.5); the api stops there and the screens say so. */
export const EXPORT_MAX_ROWS = 10_000;
