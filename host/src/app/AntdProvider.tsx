import '@ant-design/v5-patch-for-react-19';
import { BREAKPOINTS, LAYERS } from '@dure/shared';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { type ReactNode, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asked the system for less motion (WCAG 2.3.3); followed live. */
const useReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);

/** antd with the Korean locale, the breakpoints and layers of SPEC §9, and no animations for users who asked for less motion. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={koKR}
      theme={{
        token: {
          colorPrimary: '#1d4ed8',
          borderRadius: 8,
          fontFamily: "'Pretendard', 'Apple SD Gothic Neo', 'Malgun Gothic', 'NanumGothic', system-ui, sans-serif",
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
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
