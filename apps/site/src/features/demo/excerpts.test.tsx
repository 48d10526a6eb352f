import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import type { HighlightedRegions } from '../../ui/code-tokens.ts';
import actionLoader from './action-loader/demo-data.ts?excerpts';
import basicSignals from './BasicSignalsDemo.tsx?excerpts';
import channels from './channels/ChannelsDemo.tsx?excerpts';
import eventBus from './router-event-bus/EventBusDemo.tsx?excerpts';
import nats from './router-event-bus/NatsConnect.tsx?excerpts';
import fetchDemo from './fetch/FetchDemo.tsx?excerpts';

afterEach(cleanup);

// Each page shows these regions of its own source, highlighted by the build: a missing marker
// would break the page.
const shown: [string, HighlightedRegions, string][] = [
  ['action-loader', actionLoader, 'reactive'],
  ['action-loader', actionLoader, 'invalidation'],
  ['action-loader', actionLoader, 'composition'],
  ['basic-signals', basicSignals, 'signals'],
  ['channels', channels, 'channels'],
  ['router-event-bus', eventBus, 'bus'],
  ['router-event-bus', nats, 'nats'],
  ['fetch', fetchDemo, 'fetch'],
];

const text = (regions: HighlightedRegions, name: string) =>
  regions[name]!.lines.map((line) => line.map(([t]) => t).join('')).join('\n');

describe('demo code excerpts', () => {
  it.each(shown)('%s shows its region %s, highlighted', (_page, regions, region) => {
    const code = regions[region];
    expect(code).toBeDefined();
    expect(text(regions, region).trim().length).toBeGreaterThan(50);
    expect(text(regions, region)).not.toContain('#region');
    // Coloured tokens, not one plain run of text.
    expect(code!.colors.length).toBeGreaterThan(2);
    expect(code!.lines.flat().some(([, color]) => color !== undefined)).toBe(true);
  });

  it('a demo page renders its excerpt as coloured spans that read as the source', () => {
    render(<CodeExcerpt source={eventBus} region="bus" />);
    const code = screen.getByText('The code behind it').closest('details')!.querySelector('code')!;
    expect(code.textContent).toContain('siteBus.publishJson(name.trim(), data)');
    const coloured = [...code.querySelectorAll<HTMLElement>('span[style]')];
    expect(coloured.length).toBeGreaterThan(20);
    // Each span carries its colour in both themes, for the stylesheet to pick one.
    const light = (span: HTMLElement) => span.style.getPropertyValue('--hl');
    const dark = (span: HTMLElement) => span.style.getPropertyValue('--hd');
    expect(new Set(coloured.map(light)).size).toBeGreaterThan(2);
    expect(new Set(coloured.map(dark)).size).toBeGreaterThan(2);
    // The keyword `function` is a token of its own, in each theme's keyword colour.
    const keyword = coloured.find((span) => span.textContent === 'function');
    expect(light(keyword!)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(dark(keyword!)).toMatch(/^#[0-9a-f]{6}$/i);
    expect(light(keyword!)).not.toBe(dark(keyword!));
    // The panel carries both themes' text and background colours.
    const pre = code.closest('pre')!;
    expect(pre.classList).toContain('code-tokens');
    for (const name of ['--hl', '--hd', '--hl-bg', '--hd-bg'])
      expect(pre.style.getPropertyValue(name)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('names a missing region', () => {
    expect(() => render(<CodeExcerpt source={eventBus} region="nope" />)).toThrow(
      'No "// #region nope" in the source',
    );
  });
});
