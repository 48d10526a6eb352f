import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState('docs');
  return (
    <Tabs
      label="Feature"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'docs', label: 'Documentation', panel: <p>Docs body</p> },
        { id: 'demo', label: 'Live Demo', panel: <p>Demo body</p> },
        { id: 'api', label: 'API', panel: <p>API body</p> },
      ]}
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab, with one tab stop', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Feature' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Documentation' });
    expect(panel.textContent).toBe('Docs body');
    expect(selected().getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects by click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Live Demo' }));
    expect(selected().textContent).toBe('Live Demo');
    expect(screen.getByRole('tabpanel').textContent).toBe('Demo body');
  });

  it('moves and selects with the arrows (wrapping), Home and End, and focus follows', () => {
    render(<Harness />);
    const key = (k: string) => fireEvent.keyDown(selected(), { key: k });
    key('ArrowRight');
    expect(selected().textContent).toBe('Live Demo');
    expect(document.activeElement).toBe(selected());
    key('ArrowRight');
    key('ArrowRight');
    expect(selected().textContent).toBe('Documentation');
    key('ArrowLeft');
    expect(selected().textContent).toBe('API');
    key('Home');
    expect(selected().textContent).toBe('Documentation');
    key('End');
    expect(selected().textContent).toBe('API');
    expect(screen.getByRole('tabpanel').textContent).toBe('API body');
    key('a');
    expect(selected().textContent).toBe('API');
  });
});
