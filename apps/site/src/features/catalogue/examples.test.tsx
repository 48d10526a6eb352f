import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { examplesOf } from './registry.ts';

// uPlot (the data-visualization examples) reads matchMedia when it loads, and draws on a
// canvas: jsdom has neither (a null context is quiet; uPlot then draws nothing).
vi.hoisted(() => {
  HTMLCanvasElement.prototype.getContext = () => null;
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
});

// Every example, as the Live Demo tab runs it: a component with no props.
const modules = import.meta.glob<{ default: ComponentType }>(
  ['./examples/*/*.tsx', '!./examples/**/*.test.tsx'],
  { eager: true },
);

afterEach(cleanup);

describe('examples', () => {
  it('are found by file name', () => {
    expect(examplesOf('signals').map((e) => e.name)).toContain('Counter');
    expect(examplesOf('nope')).toEqual([]);
  });

  it.each(Object.entries(modules))('%s renders on its own', (_path, module) => {
    expect(typeof module.default).toBe('function');
    const Example = module.default;
    const { container } = render(<Example />);
    expect(container.textContent?.length).toBeGreaterThan(0);
  });

  it('SelectedRow: a new selection re-renders the row left and the row taken, no other', () => {
    const SelectedRow = modules['./examples/signals/SelectedRow.tsx']!.default;
    render(<SelectedRow />);
    fireEvent.click(screen.getByRole('button', { name: /^Mars/ }));
    const rows = screen.getAllByRole('button');
    expect(rows.filter((row) => row.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Mars/ }).getAttribute('aria-pressed')).toBe('true');
    const rerendered = rows.filter((row) => row.textContent?.endsWith('rendered at selection 1'));
    expect(rerendered.map((row) => row.textContent?.split('rendered')[0])).toEqual([
      'Earth',
      'Mars',
    ]);
  });

  it('BoundRows: labels and the selection change with no row rendering again', () => {
    const BoundRows = modules['./examples/signals/BoundRows.tsx']!.default;
    render(<BoundRows />);
    fireEvent.click(screen.getByRole('button', { name: 'Tick every task' }));
    fireEvent.click(screen.getByRole('button', { name: /^Ship 0\.x ✓/ }));
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toBe('Write the spec ✓rendered at change 0');
    expect(rows.every((row) => row?.endsWith('rendered at change 0'))).toBe(true);
    const pressed = screen
      .getAllByRole('listitem')
      .map((li) => (li.firstChild as HTMLButtonElement & { ariaPressed: string }).ariaPressed);
    expect(pressed).toEqual(['false', 'false', 'false', 'true']);
    // A new task renders; the rows already there do not render again.
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      ...rows,
      'Task 5rendered at change 3',
    ]);
  });

  it('Counter: a click changes the state', () => {
    const Counter = modules['./examples/signals/Counter.tsx']!.default;
    render(<Counter />);
    fireEvent.click(screen.getByRole('button', { name: 'Increment' }));
    expect(screen.getByText(/Count:/).textContent).toBe('Count: 1 · doubled: 2');
  });
});
