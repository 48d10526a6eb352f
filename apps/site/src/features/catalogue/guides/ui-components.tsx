import api from 'virtual:api-reference/ui-components';
import { ApiReference, Code, Example, Guide, GuideSection, PropsTable } from '../guide-kit.tsx';
import { KIT_PROPS } from '../kit-props.ts';

const h3 = 'font-semibold';

export default function UiComponentsGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          The site&apos;s own kit, each component once in <Code>apps/site/src/ui/</Code>, with its
          props documented (TSDoc) beside the code. Features compose these instead of restyling
          their own buttons, badges, tabs and dialogs, so the whole site looks, focuses and
          announces the same way.
        </p>
        <p>
          The kit belongs to the site, not to a package, so the generated API reference cannot read
          it: each component&apos;s props table is in the{' '}
          <a href="#props" className="text-green-800 underline">
            Props
          </a>{' '}
          section of this guide, checked against the component&apos;s source by a test. The API
          reference lists only the package exports the kit is used with.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          A <Code>Panel</Code> with a status <Code>Badge</Code> and the <Code>Button</Code>s that
          change it: primary for the main action, secondary for the rest, <Code>lg</Code> for a call
          to action, disabled when there is nothing to do.
        </p>
        <Example name="ButtonsAndBadges" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className={h3}>Frame a section</h3>
        <p>
          <Code>{'<Panel title="Counter" description="A signal and a computed double.">'}</Code> is
          a section labelled by its level-2 heading, with one line saying what it shows (the order
          card above is one).
        </p>
        <h3 className={h3}>Show status at a glance</h3>
        <p>
          <Code>{'<Badge tone="success">In stock</Badge>'}</Code>: the text carries the meaning, the
          tone only repeats it. The demo-status and stock badges are Badges.
        </p>
        <h3 className={h3}>Put sections in tabs</h3>
        <p>
          The caller holds the selected id (state, a signal, or the URL). Keyboard: Tab reaches the
          selected tab, Left and Right move (wrapping) and select, Home and End jump; each panel is
          labelled by its tab.
        </p>
        <Example name="TabsExample" />
        <h3 className={h3}>Ask before acting</h3>
        <p>
          <Code>Modal</Code> is the native <Code>{'<dialog>'}</Code> opened with{' '}
          <Code>showModal()</Code>, so focus stays inside and returns to the opener; Escape, the
          backdrop and × call <Code>onClose</Code>. The route modals (/profile, /settings,
          /notification) share <Code>ModalHeader</Code> and are opened by the router&apos;s portal
          outlet instead (<Code>usePortal</Code>).
        </p>
        <Example name="ModalExample" />
        <h3 className={h3}>Tell the user</h3>
        <p>
          <Code>{"toast.success('Synced with server!')"}</Code> (or <Code>.error</Code>,{' '}
          <Code>.info</Code>, or <Code>showToast(type, message, options)</Code>) adds a toast to the
          stack the shell renders; <Code>dismissToast(id)</Code> removes one early. Each goes after
          3000 ms by default; errors are announced assertively, the rest politely; at most 5 show at
          once. The stack, <Code>toasts</Code>, is a signal: read it with <Code>useValue</Code>.
        </p>
        <Example name="ToastExample" />
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Code>Button</Code> is <Code>type=&quot;button&quot;</Code>: pass{' '}
            <Code>type=&quot;submit&quot;</Code> in a form that should submit.
          </li>
          <li>
            <Code>Tabs</Code> renders only the selected panel: keep state that must survive a tab
            switch above it.
          </li>
          <li>
            <Code>Modal</Code> is controlled: it closes only when the caller sets <Code>open</Code>{' '}
            to false in <Code>onClose</Code>.
          </li>
          <li>
            A toast with <Code>duration: 0</Code> stays until dismissed: give it an action or a
            clear message.
          </li>
          <li>
            <Code>ErrorPanel</Code> and <Code>ErrorBoundary</Code> are part of the kit too; the
            Error Handling guide covers them.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="props" title="Props">
        <PropsTable id="props-Button" caption="Button" table={KIT_PROPS.Button} />
        <PropsTable id="props-Panel" caption="Panel" table={KIT_PROPS.Panel} />
        <PropsTable id="props-Badge" caption="Badge" table={KIT_PROPS.Badge} />
        <PropsTable id="props-Tabs" caption="Tabs" table={KIT_PROPS.Tabs} />
        <PropsTable id="props-TabItem" caption="A tab (TabItem)" table={KIT_PROPS.TabItem} />
        <PropsTable id="props-Modal" caption="Modal" table={KIT_PROPS.Modal} />
        <PropsTable id="props-ModalHeader" caption="ModalHeader" table={KIT_PROPS.ModalHeader} />
        <PropsTable id="props-Toast" caption="A toast (Toast)" table={KIT_PROPS.Toast} />
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
