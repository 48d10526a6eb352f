import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textStream } from '@tendril/signals/stream';
import { useValue } from '@tendril/signals/react';
import { localReply, localReplyTokens } from './local-generator.ts';
import SseResponse from './SseResponse.tsx';
import LocalChat from './LocalChat.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const reply = () => screen.getByRole('region', { name: 'Reply' }).textContent ?? '';

describe('the local generator', () => {
  it('writes the reply a token at a time, at the speed asked, and stops on cancel', async () => {
    const tokens = localReplyTokens('Hi');
    expect(tokens.join('')).toMatch(/^You asked: “Hi”\. Signals hold the reply/);
    const reader = localReply('Hi', () => 10).getReader();
    const first = reader.read();
    await vi.advanceTimersByTimeAsync(99);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toEqual({ done: false, value: 'You ' });
    void reader.read();
    await reader.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('LocalChat', () => {
  it('streams a reply that grows; Stop freezes it; Retry completes it', async () => {
    render(<LocalChat />);
    expect(screen.getByText(/local generator in this page, not a model/)).toBeTruthy();
    expect(screen.getByText('Status: idle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await advance(500); // 20 tokens a second
    expect(screen.getByText('Status: streaming')).toBeTruthy();
    const early = reply();
    expect(early).toMatch(/^You asked/);
    await advance(500);
    expect(reply().length).toBeGreaterThan(early.length);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Status: cancelled')).toBeTruthy();
    const frozen = reply();
    const count = screen.getByText(/^Tokens: /).textContent;
    await advance(5000);
    expect(reply()).toBe(frozen);
    expect(screen.getByText(/^Tokens: /).textContent).toBe(count);

    fireEvent.change(screen.getByRole('slider', { name: /Speed/ }), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(10_000);
    expect(screen.getByText('Status: done')).toBeTruthy();
    expect(reply()).toBe(localReplyTokens('How do signals stream a reply?').join(''));
  });

  it('keeps earlier prompts with how they ended', async () => {
    render(<LocalChat />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await advance(200);
    fireEvent.change(screen.getByRole('textbox', { name: 'Prompt' }), {
      target: { value: 'Second' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const earlier = screen.getByRole('list', { name: 'Earlier prompts' });
    expect(earlier.textContent).toMatch(/How do signals stream a reply\?You .*\(cancelled\)/);
    await advance(200);
    expect(reply()).toMatch(/^You asked: “Second”/);
  });
});

describe('SseResponse', () => {
  it('reads the events of a locally built Response into text', async () => {
    render(<SseResponse />);
    fireEvent.click(screen.getByRole('button', { name: 'Read the response' }));
    await advance(60_000);
    expect(screen.getByText('Status: done')).toBeTruthy();
    expect(screen.getByText('Events: 4')).toBeTruthy();
    expect(
      screen.getByText(
        'Parsed from a Response built in this page — its bytes arrive in 7-byte chunks, so “characters” are split between them.',
      ),
    ).toBeTruthy();
  });
});

describe('a fast stream in React', () => {
  it('renders a few times for 2000 tokens, not once per token', async () => {
    const reply = textStream<string>({ highWaterMark: 500 });
    let renders = 0;
    function Reply() {
      renders++;
      return <p>{useValue(reply.tokens)} tokens</p>;
    }
    render(<Reply />);
    async function* fast() {
      for (let i = 0; i < 2000; i++) yield `t${i} `;
    }
    void reply.start(fast());
    await advance(1000);
    expect(screen.getByText('2000 tokens')).toBeTruthy();
    // 2000 tokens in batches of at most 500: the first render and about one per batch.
    expect(renders).toBeLessThanOrEqual(6);
  });
});
