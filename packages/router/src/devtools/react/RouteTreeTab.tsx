import { useValue } from '@tendril/signals/react';
import type { Router } from '../../core/router.ts';
import { routeTreeRows } from '../route-tree.ts';
import { activeRow, cell, table } from './styles.ts';

/** The route table; the matched chain is highlighted and the matched route shows its params. */
export function RouteTreeTab({ router }: { router: Router }) {
  const match = useValue(router.match);
  const rows = routeTreeRows(router.routes, match);
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>
        {match ? `Active: ${match.pathname}` : 'No route matches'}
      </caption>
      <thead>
        <tr>
          <th style={cell}>Route</th>
          <th style={cell}>Params</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.index}
            aria-current={row.matched ? 'true' : undefined}
            style={row.active ? activeRow : undefined}
          >
            <td style={{ ...cell, paddingLeft: 6 + row.depth * 12 }}>
              <code>{row.path}</code>
              {row.matched && <strong> (active)</strong>}
              {row.global && ' (global)'}
            </td>
            <td style={cell}>
              {row.params &&
                Object.entries(row.params).map(([k, v]) => (
                  <span key={k}>
                    <code>{k}</code> = <code>{v}</code>{' '}
                  </span>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
