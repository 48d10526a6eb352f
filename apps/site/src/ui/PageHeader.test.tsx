import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

afterEach(cleanup);

describe('PageHeader', () => {
  it('shows the title as the h1, the description under it and the actions', () => {
    render(
      <PageHeader
        title="Channels"
        description="Newest ten events."
        actions={<button type="button">Clear</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Channels');
    expect(screen.getByText('Newest ten events.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('shows only the title when there is nothing else', () => {
    const { container } = render(<PageHeader title="Plugins" />);
    expect(container.querySelectorAll('h1, p, button')).toHaveLength(1);
  });

  it('sets the title in the default size, or the larger one when asked', () => {
    render(<PageHeader title="Demo Center" />);
    expect([...screen.getByRole('heading', { level: 1 }).classList]).toContain('text-2xl');
    cleanup();
    render(<PageHeader title="Products" size="lg" />);
    const large = [...screen.getByRole('heading', { level: 1 }).classList];
    expect(large).toContain('text-3xl');
    expect(large).not.toContain('text-2xl');
  });
});
