import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { bindProp, bindText } from '../dom/index.ts';
import { signal } from '../index.ts';
import { selector } from '../selector/index.ts';

// @tendril/signals/dom's bindings as React refs (their plain-DOM rules: ../dom/bind.test.ts).
afterEach(cleanup);

describe('bindText', () => {
  it('writes a changed signal into the text node the render made, with no render', () => {
    const label = signal('first');
    const renders = vi.fn();
    const Cell = memo(function Cell() {
      renders();
      return <output ref={bindText(label)}>{label.peek()}</output>;
    });
    render(<Cell />);
    const output = screen.getByRole('status');
    const node = output.firstChild;
    expect(output.textContent).toBe('first');

    act(() => void (label.value = 'second'));
    expect(output.textContent).toBe('second');
    // The same text node: React's text is the element's text, so a later render still works.
    expect(output.firstChild).toBe(node);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('writes the first value at mount when the render gave none, and numbers as text', () => {
    const count = signal(3);
    render(<output ref={bindText(() => count.value * 2)} />);
    expect(screen.getByRole('status').textContent).toBe('6');
    act(() => void (count.value = 4));
    expect(screen.getByRole('status').textContent).toBe('8');
  });

  it('stays right when the component renders again with a new first value', () => {
    const label = signal('a');
    let setTick!: (n: number) => void;
    function Cell() {
      const [tick, set] = useState(0);
      setTick = set;
      return (
        <output data-tick={tick} ref={bindText(label)}>
          {label.peek()}
        </output>
      );
    }
    render(<Cell />);
    act(() => void (label.value = 'b'));
    act(() => setTick(1));
    expect(screen.getByRole('status').textContent).toBe('b');
    act(() => void (label.value = 'c'));
    expect(screen.getByRole('status').textContent).toBe('c');
    // The render re-bound: one binding subscribes, not two.
    expect(subscriberCount(label)).toBe(1);
  });

  it('lets go of its signals on unmount, also under StrictMode', () => {
    const label = signal('x');
    const { unmount } = render(
      <StrictMode>
        <output ref={bindText(label)}>{label.peek()}</output>
      </StrictMode>,
    );
    expect(subscriberCount(label)).toBe(1);
    unmount();
    expect(subscriberCount(label)).toBe(0);
  });

  it('renders on the server without binding', () => {
    const label = signal('served');
    const html = renderToString(<p ref={bindText(label)}>{label.peek()}</p>);
    expect(html).toBe('<p>served</p>');
    expect(subscriberCount(label)).toBe(0);
  });
});

describe('bindProp', () => {
  it('takes its element type from the ref it is given, so a property is typed by it', () => {
    const text = signal('typed');
    const on = signal(true);
    render(
      <form>
        <input aria-label="Text" readOnly ref={bindProp('value', text)} />
        <input aria-label="On" type="checkbox" readOnly ref={bindProp('checked', on)} />
        {/* @ts-expect-error an input's value is a string, not a number */}
        <input aria-label="Wrong" readOnly ref={bindProp('value', signal(1))} />
      </form>,
    );
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('typed');
    act(() => void (on.value = false));
    expect((screen.getByLabelText('On') as HTMLInputElement).checked).toBe(false);
  });

  it('follows a function of signals: a new selection sets two classes and renders no row', () => {
    const selected = signal(1);
    const isSelected = selector(selected);
    const renders = vi.fn();
    const Row = memo(function Row({ id }: { id: number }) {
      renders();
      return (
        <li data-id={id} ref={bindProp('className', () => (isSelected(id) ? 'danger' : ''))}>
          {id}
        </li>
      );
    });
    render(
      <ul>
        {[1, 2, 3].map((id) => (
          <Row key={id} id={id} />
        ))}
      </ul>,
    );
    const classes = () => screen.getAllByRole('listitem').map((li) => li.className);
    expect(classes()).toEqual(['danger', '', '']);
    act(() => void (selected.value = 3));
    expect(classes()).toEqual(['', '', 'danger']);
    expect(renders).toHaveBeenCalledTimes(3);
  });
});
