import type { ReactNode } from 'react';
import { Buttons } from './Buttons.tsx';

/** The page: the buttons and the table body `rows` renders. */
export function Table(props: Parameters<typeof Buttons>[0] & { rows: ReactNode }) {
  return (
    <>
      <Buttons {...props} />
      <table>
        <tbody>{props.rows}</tbody>
      </table>
    </>
  );
}

/**
 * One row: id, the label (click: select) and the remove link. Called as a function, not
 * rendered as a component, so that no implementation pays for an extra component per row.
 */
export function rowMarkup(props: {
  id: number;
  label: string;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}) {
  return (
    <tr className={props.selected ? 'danger' : ''}>
      <td>{props.id}</td>
      <td>
        <a className="lbl" onClick={props.onSelect}>
          {props.label}
        </a>
      </td>
      <td>
        <a className="remove" onClick={props.onRemove}>
          x
        </a>
      </td>
    </tr>
  );
}
