import { nodeKind, subscriberCount } from '@tendril/signals/devtools';
import { namedSignals } from '../named-signals.ts';
import { cell, muted, preview, table } from './styles.ts';
import { useNow } from './use-now.ts';

/** The live named signals and computeds: kind, current value and subscriber count. */
export function SignalsTab() {
  // Read with peek() on a timer: tracking them here would add a subscriber to each.
  useNow(500);
  const nodes = namedSignals();
  if (nodes.length === 0)
    return (
      <p>
        No named signals yet. Give a signal a <code>name</code> option, and install the hook before
        it is created.
      </p>
    );
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Name</th>
          <th style={cell}>Kind</th>
          <th style={cell}>Value</th>
          <th style={cell}>Subscribers</th>
        </tr>
      </thead>
      <tbody>
        {nodes.map((node, i) => (
          <tr key={i}>
            <td style={cell}>
              <code>{node.name}</code>
            </td>
            <td style={{ ...cell, ...muted }}>{nodeKind(node)}</td>
            <td style={cell}>
              <code>{preview(node.peek())}</code>
            </td>
            <td style={cell}>{subscriberCount(node)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
