import '@ant-design/v5-patch-for-react-19';
import { BREAKPOINTS, LAYERS } from '@dure/shared';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { type ReactNode, useSyncExternalStore } from 'react';
// Pretendard, self-hosted in unicode-range subsets (only the ones a page's text needs are fetched), with font-display: swap.
// Part of the signed-in shell's CSS: the login page keeps the system font and never waits for it.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The lightest grey text that still reads at WCAG AA (4.5:1) on white. */
const READABLE_GREY = 'rgba(0, 0, 0, 0.6)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asked the system for less motion (WCAG 2.3.3); followed live. */
const useReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);

/** antd with the Korean locale (its close, select and table labels), readable grey text, the breakpoints and layers of SPEC §9, and no animations for users who asked for less motion. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={koKR}
      theme={{
        token: {
          colorPrimary: '#1d4ed8',
          // Status colours are text as well as fills: a processing tag writes in colorInfo on its light background, a
          // danger button and a form's error message in colorError. antd's defaults (#1677ff, #ff4d4f) read at 3.3 to
          // 4.1:1; these darker shades reach AA's 4.5:1 and antd derives light backgrounds from them as before.
          colorInfo: '#1d4ed8',
          colorError: '#cf1322',
          // Links take antd's info blue (#1677ff) by default, 4.1:1 on white: under AA's 4.5:1.
          colorLink: '#1d4ed8',
          borderRadius: 8,
          fontFamily: "'Pretendard Variable', 'Pretendard', 'Apple SD Gothic Neo', 'Malgun Gothic', 'NanumGothic', system-ui, sans-serif",
          // antd's grey texts (placeholder 25 %, secondary and description 45 % black) fall below WCAG AA's 4.5:1 on white.
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
          colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.6)',
          // A coloured tag's text is shade 7 of its palette; these palettes' shade 7 is under 4.5:1 on their light
          // background, so their tags read in a darker shade of the same palette.
          green7: '#237804',
          orange7: '#ad4e00',
          gold7: '#874d00',
          cyan7: '#006d75',
          volcano7: '#ad2102',
          lime7: '#3f6600',
          yellow7: '#876800',
          colorSuccessText: '#237804',
          colorWarningText: '#874d00',
          colorErrorText: '#cf1322',
          screenSM: BREAKPOINTS.mobile,
          screenSMMin: BREAKPOINTS.mobile,
          screenMDMax: BREAKPOINTS.tablet - 1,
          screenLG: BREAKPOINTS.tablet,
          screenLGMin: BREAKPOINTS.tablet,
          screenLGMax: BREAKPOINTS.desktop - 1,
          screenXL: BREAKPOINTS.desktop,
          screenXLMin: BREAKPOINTS.desktop,
          screenXLMax: BREAKPOINTS.wide - 1,
          screenXXL: BREAKPOINTS.wide,
          screenXXLMin: BREAKPOINTS.wide,
          zIndexPopupBase: LAYERS.overlay,
          motion: !reducedMotion,
        },
        // Success and warning tags, and a finished progress bar's percentage, write in the status colour itself, too
        // light for text. Only there: antd derives a grey-green background from a dark success colour, and warning
        // icons keep their gold.
        // An empty table and an empty state write "데이터 없음" in the disabled grey (25 %), which is text a user reads.
        components: {
          Tag: { colorSuccess: '#237804', colorWarning: '#874d00' },
          Progress: { colorSuccess: '#237804' },
          Table: { colorTextDisabled: READABLE_GREY },
          Empty: { colorTextDisabled: READABLE_GREY },
          List: { colorTextDisabled: READABLE_GREY },
        },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
