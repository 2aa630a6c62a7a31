import { renderScreen } from '@dure/shared/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { answer } from './answer';

/**
 * Renders a detail page at `path` (matched by `route`) for a user holding `authorities`. `get` is the test
 * file's mocked `http.get`: it answers `answers[url]`, and `[]` for anything else (tests only). Each render has its own
 * query cache, so no answer carries over between tests.
 */
export function renderDetailPage(page: ReactElement, o: { route: string; path: string; get: jest.Mock; answers: Record<string, unknown>; authorities: string[] }) {
  o.get.mockImplementation((url: string) => answer(url in o.answers ? o.answers[url] : []));
  return renderScreen(page, o);
}

/** The value beside a label of a page's Descriptions fields. */
export const descriptionValue = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
