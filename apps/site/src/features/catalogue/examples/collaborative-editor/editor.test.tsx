import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SharedEditor from './SharedEditor.tsx';
import { parseServerUrl, URL_MESSAGE } from './editor/server.ts';

afterEach(cleanup);

describe('parseServerUrl', () => {
  it('accepts ws: and wss: URLs only', () => {
    expect(parseServerUrl(' ws://127.0.0.1:1234 ')).toEqual({ url: 'ws://127.0.0.1:1234' });
    expect(parseServerUrl('wss://collab.example/x')).toEqual({ url: 'wss://collab.example/x' });
    for (const bad of [
      'http://127.0.0.1:1234',
      'javascript:alert(1)',
      '127.0.0.1:1234',
      '',
      'ws://u:p@h',
    ])
      expect(parseServerUrl(bad)).toEqual({ error: URL_MESSAGE });
  });
});

/** Types into a textarea as a user would: the new value, the caret after it, an input event. */
function type(textarea: HTMLTextAreaElement, value: string) {
  textarea.focus();
  textarea.value = value;
  textarea.setSelectionRange(value.length, value.length);
  fireEvent.input(textarea);
}

describe('SharedEditor', () => {
  it('two panes edit one document; an offline pane merges on reconnect; presence lists the other', async () => {
    render(<SharedEditor />);
    const a = within(screen.getByRole('region', { name: 'Pane A' }));
    const b = within(screen.getByRole('region', { name: 'Pane B' }));
    const textA = a.getByRole('textbox', {
      name: 'Shared document (pane A)',
    }) as HTMLTextAreaElement;
    const textB = b.getByRole('textbox', {
      name: 'Shared document (pane B)',
    }) as HTMLTextAreaElement;
    type(textA, 'hello');
    await expect.poll(() => textB.value).toBe('hello');
    await a.findByText(/\(B\): /);
    const offline = b.getByRole('switch', { name: 'Work offline' }) as HTMLInputElement;
    expect(offline.checked).toBe(false);
    fireEvent.click(offline);
    expect(offline.checked).toBe(true);
    type(textB, 'hello from B');
    type(textA, 'A says hello');
    await expect.poll(() => textA.value).toBe('A says hello');
    expect(textB.value).toBe('hello from B');
    fireEvent.click(offline);
    expect(offline.checked).toBe(false);
    await expect.poll(() => textA.value).toBe('A says hello from B');
    expect(textB.value).toBe('A says hello from B');
  });

  it('refuses a server URL that is not ws: or wss:', () => {
    render(<SharedEditor />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Server URL' }), {
      target: { value: 'http://127.0.0.1:1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect to server' }));
    expect(screen.getByRole('alert').textContent).toBe(URL_MESSAGE);
  });
});
