import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TwoReplicas from './TwoReplicas.tsx';
import TabSettings from './TabSettings.tsx';

afterEach(cleanup);

const list = (name: string) =>
  within(screen.getByRole('list', { name: `List on replica ${name}` }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('TwoReplicas', () => {
  it('keeps edits apart until exchanged, then both show the merged list', () => {
    render(<TwoReplicas />);
    fireEvent.click(screen.getByRole('button', { name: 'Add on A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add on B' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add on B' }));
    expect(list('A')).toHaveLength(1);
    expect(list('B')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('3 updates not yet delivered');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange updates' }));
    expect(list('A')).toHaveLength(3);
    expect(list('A')).toEqual(list('B'));
    expect(screen.getByRole('status').textContent).toBe('0 updates not yet delivered');
  });
});

describe('TabSettings', () => {
  it('syncs two copies over BroadcastChannel, and merges after going offline', async () => {
    render(
      <>
        <section aria-label="one">
          <TabSettings />
        </section>
        <section aria-label="two">
          <TabSettings />
        </section>
      </>,
    );
    const one = within(screen.getByRole('region', { name: 'one' }));
    const two = within(screen.getByRole('region', { name: 'two' }));
    fireEvent.click(one.getByRole('button', { name: 'Like' }));
    await two.findByText('1');
    const offline = two.getByRole('switch', { name: 'Work offline' }) as HTMLInputElement;
    expect(offline.checked).toBe(false);
    fireEvent.click(offline);
    expect(offline.checked).toBe(true);
    expect(two.getByRole('status').textContent).toContain('offline');
    fireEvent.click(two.getByRole('button', { name: 'Toggle theme' }));
    expect(one.getByText('light')).toBeTruthy();
    fireEvent.click(offline);
    expect(offline.checked).toBe(false);
    await one.findByText('dark');
  });
});
