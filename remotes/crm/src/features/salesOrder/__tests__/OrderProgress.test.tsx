import { render, screen } from '@testing-library/react';
import { OrderProgress } from '../components/OrderProgress';

describe('OrderProgress', () => {
  it('shows delivered and billed percentages as two labelled bars', () => {
    render(<OrderProgress perDelivered={37} perBilled={12.5} />);
    expect(screen.getByText('출하')).toBeTruthy();
    expect(screen.getByText('청구')).toBeTruthy();
    expect(screen.getByText('37%')).toBeTruthy();
    expect(screen.getByText('12.5%')).toBeTruthy();
    expect(screen.getByLabelText('출하율 37%')).toBeTruthy();
  });

  it('marks a fully delivered order as done', () => {
    const { container } = render(<OrderProgress perDelivered={100} perBilled={0} />);
    expect(container.querySelector('.ant-progress-status-success')).not.toBeNull();
  });
});
