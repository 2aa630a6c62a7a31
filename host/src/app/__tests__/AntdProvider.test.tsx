import { act, render, screen } from '@testing-library/react';
import { Button, Empty, Progress, Table, Tag, theme } from 'antd';
import { AntdProvider } from '../AntdProvider';

// These tests read the theme's CSS: antd writes its styles here (other test files go without, jest.cssinjs-stub.cjs).
(globalThis as { __ANTD_STYLES__?: boolean }).__ANTD_STYLES__ = true;

function MotionToken() {
  return <output>{String(theme.useToken().token.motion)}</output>;
}

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function reducedMotionQuery(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && matches;
    },
    media,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    for (const l of listeners) l();
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test('antd animates by default and stops when the system asks for reduced motion, live', () => {
  const setReduced = reducedMotionQuery(false);
  render(
    <AntdProvider>
      <MotionToken />
    </AntdProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('true');
  act(() => setReduced(true));
  expect(screen.getByRole('status').textContent).toBe('false');
});

/** WCAG contrast of a CSS colour (hex or rgba, blended over `background`) against that background. */
function contrast(color: string, background: string): number {
  const rgb = (c: string): [number, number, number, number] => {
    c = c.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
    if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
    const [r, g, b, a = '1'] = /rgba?\(([^)]+)\)/.exec(c)![1]!.split(',').map((v) => v.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const [br, bg, bb] = rgb(background);
  const [r, g, b, a] = rgb(color);
  const blend = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
  const luminance = ([x, y, z]: number[]) =>
    [x!, y!, z!].map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance([br, bg, bb]), luminance(blend)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('grey texts, placeholders and coloured tags reach WCAG AA contrast (4.5:1)', () => {
  reducedMotionQuery(false);
  let token: ReturnType<typeof theme.useToken>['token'] | undefined;
  function ReadToken() {
    token = theme.useToken().token;
    return null;
  }
  render(
    <AntdProvider>
      <ReadToken />
    </AntdProvider>,
  );
  const t = token as unknown as Record<string, string>;
  for (const name of ['colorTextPlaceholder', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorSuccessText', 'colorWarningText', 'colorErrorText']) {
    expect([name, contrast(t[name]!, '#ffffff') >= 4.5]).toEqual([name, true]);
  }
  for (const palette of ['green', 'orange', 'gold', 'cyan', 'volcano', 'lime', 'yellow', 'blue', 'red', 'magenta', 'purple', 'geekblue']) {
    expect([palette, contrast(t[`${palette}7`]!, t[`${palette}1`]!) >= 4.5]).toEqual([palette, true]);
  }
});

/** The value antd's injected CSS gives `property` in the rule for exactly `selector` (its scope `:where(...)` aside). */
function declared(selector: string, property: string): string {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors!.split(',').some((s) => s.replace(/:where\([^)]*\)/g, '').trim() === selector)) continue;
    const value = new RegExp(`(?:^|;)${property}:([^;]+)`).exec(body!)?.[1];
    if (value) return value.trim();
  }
  throw new Error(`no ${property} for ${selector}`);
}

test('status tags, danger buttons, a finished progress bar and empty tables write their text at AA contrast (4.5:1)', () => {
  reducedMotionQuery(false);
  render(
    <AntdProvider>
      {(['processing', 'success', 'warning', 'error'] as const).map((status) => (
        <Tag key={status} color={status}>
          {status}
        </Tag>
      ))}
      <Button danger>삭제</Button>
      <Button danger type="primary">
        삭제
      </Button>
      <Button danger type="link">
        삭제
      </Button>
      <Progress percent={100} />
      <Table columns={[{ title: '계약명', dataIndex: 'title' }]} dataSource={[]} />
      <Empty />
    </AntdProvider>,
  );
  const white = '#ffffff';
  const pairs: [string, string, string][] = [
    ...['processing', 'success', 'warning', 'error'].map((status): [string, string, string] => [
      `${status} tag`,
      declared(`.ant-tag.ant-tag-${status}`, 'color'),
      declared(`.ant-tag.ant-tag-${status}`, 'background'),
    ]),
    ['danger button', declared('.ant-btn-color-dangerous', 'color'), declared('.ant-btn-color-dangerous.ant-btn-variant-outlined', 'background')],
    ['primary danger button', declared('.ant-btn-color-dangerous.ant-btn-variant-solid', 'color'), declared('.ant-btn-color-dangerous.ant-btn-variant-solid', 'background')],
    ['danger link button', declared('.ant-btn-color-dangerous.ant-btn-variant-link', 'color'), white],
    ['finished progress percentage', declared('.ant-progress.ant-progress-status-success .ant-progress-text', 'color'), white],
    ['empty table', declared('.ant-table-wrapper .ant-table-tbody>tr.ant-table-placeholder', 'color'), white],
    ['empty state', declared('.ant-empty-normal', 'color'), white],
  ];
  for (const [what, color, background] of pairs) expect([what, contrast(color, background) >= 4.5]).toEqual([what, true]);
});
