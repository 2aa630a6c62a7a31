import '@ant-design/v5-patch-for-react-19';
import { BREAKPOINTS, LAYERS } from '@dure/shared';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';

/** antd with the Korean locale and the breakpoints and layers of SPEC §9. */
export function AntdProvider({ children }: { children: ReactNode }) {
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
        },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
