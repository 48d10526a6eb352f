import type { ReactNode, Ref } from 'react';
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
 * The refs are for an implementation that binds the row's class and the label's text.
 */
export function rowMarkup(props: {
  id: number;
  /** The label's text, or what renders it (a signal the library renders as a text node). */
  label: ReactNode;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
  rowRef?: Ref<HTMLTableRowElement>;
  labelRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <tr className={props.selected ? 'danger' : ''} ref={props.rowRef}>
      <td>{props.id}</td>
      <td>
        <a className="lbl" onClick={props.onSelect} ref={props.labelRef}>
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
