import { renderScreen } from '@dure/shared/testing';
import { screen } from '@testing-library/react';
import { MboItemsTable } from '../components/MboItemsTable';
import { sheet } from './fixtures';

it('shows a linked goal as a link to the goal, and a dash for an item without one', async () => {
  const { items } = sheet();
  items[0] = { ...items[0], linkedGoalId: 501, linkedGoalTitle: '신규 고객 20곳 확보' };
  renderScreen(<MboItemsTable items={items} />, { path: '/mbo?id=7' });
  const link = await screen.findByRole('link', { name: '신규 고객 20곳 확보' });
  expect(link.getAttribute('href')).toBe('/goal/501');
});
