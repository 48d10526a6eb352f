/*
 * The props of the site's own kit (ui/, lib/toast-store.ts), as the UI Components and Error
 * Handling guides show them. The API reference is generated from the packages only, so these
 * tables are written here; kit-props.test.ts reads the components' sources and fails when a
 * table and its props interface disagree (a prop added, renamed, retyped or given a new
 * default).
 */

/** One prop (or field) of a kit component. */
export interface KitProp {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
  /** Its `@default`, when the source gives one. */
  readonly defaultValue?: string;
  readonly summary: string;
}

/** The props interface of one kit component. */
export interface KitPropsTable {
  /** The interface's name in its file. */
  readonly name: string;
  /** The file under apps/site/src. */
  readonly file: string;
  /** What it extends: its props also take every attribute of that element. */
  readonly extends?: string;
  readonly props: readonly KitProp[];
}

const UNDEFINED = 'undefined';
const HEADING = "'h1' | 'h2' | 'h3' | 'p'";

export const KIT_PROPS = {
  Button: {
    name: 'ButtonProps',
    file: 'ui/Button.tsx',
    extends: 'ButtonHTMLAttributes<HTMLButtonElement>',
    props: [
      {
        name: 'variant',
        type: "'primary' | 'secondary'",
        optional: true,
        defaultValue: "'secondary'",
        summary: 'Its emphasis.',
      },
      {
        name: 'size',
        type: "'md' | 'lg'",
        optional: true,
        defaultValue: "'md'",
        summary: 'Its size.',
      },
    ],
  },
  Panel: {
    name: 'PanelProps',
    file: 'ui/Panel.tsx',
    props: [
      {
        name: 'title',
        type: 'string',
        optional: false,
        summary: "The card's heading (a level-2 heading that names the section).",
      },
      {
        name: 'description',
        type: 'string',
        optional: false,
        summary: 'One line under the title: what the card shows.',
      },
      { name: 'children', type: 'ReactNode', optional: false, summary: 'The card’s content.' },
    ],
  },
  Badge: {
    name: 'BadgeProps',
    file: 'ui/Badge.tsx',
    extends: 'HTMLAttributes<HTMLSpanElement>',
    props: [
      {
        name: 'tone',
        type: "'success' | 'info' | 'warning' | 'danger' | 'neutral'",
        optional: true,
        defaultValue: "'neutral'",
        summary: 'Its colour.',
      },
    ],
  },
  Tabs: {
    name: 'TabsProps',
    file: 'ui/Tabs.tsx',
    props: [
      {
        name: 'tabs',
        type: 'readonly TabItem<Id>[]',
        optional: false,
        summary: 'The tabs, in order.',
      },
      {
        name: 'selected',
        type: 'Id',
        optional: false,
        summary: 'The id of the tab shown (the caller holds it: in state, a signal or the URL).',
      },
      {
        name: 'onSelect',
        type: '(id: Id) => void',
        optional: false,
        summary: "Called with a tab's id when it is chosen by click or by keyboard.",
      },
      {
        name: 'label',
        type: 'string',
        optional: false,
        summary: 'Names the tab list for assistive technology.',
      },
      {
        name: 'className',
        type: 'string',
        optional: true,
        defaultValue: UNDEFINED,
        summary: 'Extra classes for the wrapper.',
      },
    ],
  },
  TabItem: {
    name: 'TabItem',
    file: 'ui/Tabs.tsx',
    props: [
      { name: 'id', type: 'Id', optional: false, summary: 'What `selected` and `onSelect` use.' },
      { name: 'label', type: 'ReactNode', optional: false, summary: 'The tab’s label.' },
      { name: 'panel', type: 'ReactNode', optional: false, summary: 'Shown while it is selected.' },
    ],
  },
  Modal: {
    name: 'ModalProps',
    file: 'ui/Modal.tsx',
    props: [
      { name: 'open', type: 'boolean', optional: false, summary: 'Whether it is shown.' },
      {
        name: 'onClose',
        type: '() => void',
        optional: false,
        summary:
          'Called on Escape, a backdrop click or the × button; the caller sets `open` false.',
      },
      {
        name: 'title',
        type: 'string',
        optional: false,
        summary: 'The title, which also names the dialog.',
      },
      { name: 'children', type: 'ReactNode', optional: false, summary: 'The dialog’s body.' },
      {
        name: 'footer',
        type: 'ReactNode',
        optional: true,
        defaultValue: UNDEFINED,
        summary: 'Buttons along the bottom (Cancel, Save).',
      },
    ],
  },
  ModalHeader: {
    name: 'ModalHeaderProps',
    file: 'ui/Modal.tsx',
    props: [
      {
        name: 'title',
        type: 'string',
        optional: false,
        summary: "The dialog's title (a level-2 heading).",
      },
      {
        name: 'onClose',
        type: '() => void',
        optional: false,
        summary: 'Closes the dialog: the × button calls it.',
      },
      {
        name: 'id',
        type: 'string',
        optional: true,
        defaultValue: UNDEFINED,
        summary: "The heading's id, for the dialog's `aria-labelledby`.",
      },
    ],
  },
  Toast: {
    name: 'Toast',
    file: 'lib/toast-store.ts',
    props: [
      { name: 'id', type: 'number', optional: false, summary: 'What `dismissToast` takes.' },
      {
        name: 'type',
        type: "'success' | 'error' | 'info'",
        optional: false,
        summary: 'Errors are announced assertively, the others politely.',
      },
      { name: 'message', type: 'string', optional: false, summary: 'What the toast says.' },
      {
        name: 'duration',
        type: 'number',
        optional: false,
        defaultValue: '3000',
        summary: 'How long it stays, in ms; 0 keeps it until dismissed.',
      },
      {
        name: 'action',
        type: 'ToastAction',
        optional: true,
        summary:
          'A button on the toast (`label`, `onClick`); clicking it also dismisses the toast.',
      },
    ],
  },
  ErrorPanel: {
    name: 'ErrorPanelProps',
    file: 'ui/ErrorPanel.tsx',
    props: [
      {
        name: 'title',
        type: 'string',
        optional: true,
        defaultValue: "'Something went wrong'",
        summary: 'What failed.',
      },
      {
        name: 'message',
        type: 'string | null',
        optional: true,
        defaultValue: "'An unexpected error occurred'",
        summary: 'Why, shown under the title. `null` shows none (the title says it all).',
      },
      {
        name: 'onRetry',
        type: '() => void',
        optional: true,
        defaultValue: 'undefined (no button)',
        summary: 'Given, a button that tries again.',
      },
      {
        name: 'retryLabel',
        type: 'string',
        optional: true,
        defaultValue: "'Try Again'",
        summary: "The retry button's label.",
      },
      {
        name: 'titleAs',
        type: HEADING,
        optional: true,
        defaultValue: "'h2'",
        summary:
          "The title's element: a heading level, or `p` inside a section that has its heading.",
      },
      {
        name: 'children',
        type: 'ReactNode',
        optional: true,
        defaultValue: UNDEFINED,
        summary: 'More actions after the retry button (a Back link).',
      },
    ],
  },
  ErrorBoundary: {
    name: 'ErrorBoundaryProps',
    file: 'ui/ErrorBoundary.tsx',
    props: [
      {
        name: 'component',
        type: 'string',
        optional: false,
        summary: 'The part it guards, for the message "Error in {component}".',
      },
      { name: 'children', type: 'ReactNode', optional: false, summary: 'The part guarded.' },
      {
        name: 'onError',
        type: '(error: unknown, info: ErrorInfo) => void',
        optional: true,
        defaultValue: UNDEFINED,
        summary: 'Told of each error caught (to log or report it).',
      },
      {
        name: 'resetKey',
        type: 'unknown',
        optional: true,
        defaultValue: UNDEFINED,
        summary: 'A caught error is forgotten when this changes (a new page, new data).',
      },
      {
        name: 'titleAs',
        type: HEADING,
        optional: true,
        defaultValue: "'h2'",
        summary: "The title's element in the panel.",
      },
    ],
  },
} as const satisfies Readonly<Record<string, KitPropsTable>>;
