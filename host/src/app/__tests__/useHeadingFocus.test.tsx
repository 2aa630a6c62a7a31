import { act, render, screen } from '@testing-library/react';
import { useHeadingFocus } from '../useHeadingFocus';

function Page({ path, heading }: { path: string; heading: string | null }) {
  useHeadingFocus(path, true);
  return (
    <>
      <a href="/menu">메뉴</a>
      <main id="dure-main">{heading && <h1>{heading}</h1>}</main>
    </>
  );
}

describe('focus after a move to another page', () => {
  it('stays where it is on the first page, then moves to the next page h1 without scrolling, even one drawn later', async () => {
    const { rerender } = render(<Page path="/customer" heading="고객사" />);
    expect(document.activeElement).toBe(document.body);

    screen.getByText('메뉴').focus();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    rerender(<Page path="/lead" heading={null} />);
    expect(document.activeElement).toBe(screen.getByText('메뉴'));
    rerender(<Page path="/lead" heading="리드" />);
    await act(async () => undefined);
    const heading = screen.getByRole('heading', { level: 1, name: '리드' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('leaves focus alone when only the address of the same page changes (a list filter)', () => {
    const { rerender } = render(<Page path="/customer" heading="고객사" />);
    rerender(<Page path="/contract" heading="계약" />);
    screen.getByText('메뉴').focus();
    rerender(<Page path="/contract" heading="계약" />);
    expect(document.activeElement).toBe(screen.getByText('메뉴'));
  });
});
