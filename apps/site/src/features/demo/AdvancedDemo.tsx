import { useId } from 'react';
import { observer, useValue } from '@tendril/signals/react';
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '../../lib/appearance.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { cn } from '../../ui/cn.ts';
import source from './advanced-model.ts?excerpts';
import { createAdvancedModel } from './advanced-model.ts';
import { useScoped } from './use-scoped.ts';

type AdvancedModel = ReturnType<typeof createAdvancedModel>;

const Appearance = observer(function Appearance({ model }: { model: AdvancedModel }) {
  const themeId = useId();
  const theme = model.theme.value;
  const size = model.fontSize.value;
  return (
    <div className="flex flex-wrap items-end gap-6">
      <div>
        <label htmlFor={themeId} className="block text-sm font-medium text-stone-700">
          Theme
        </label>
        <select
          id={themeId}
          value={theme}
          onChange={(e) =>
            (model.theme.value = e.currentTarget.value === 'dark' ? 'dark' : 'light')
          }
          className="mt-1 rounded-lg border border-stone-300 bg-white px-3 py-1.5"
        >
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </div>
      <div>
        <p className="text-sm font-medium text-stone-700">
          Font size: <span data-testid="font-size">{size}</span> px
        </p>
        <div className="mt-1 flex gap-2">
          <Button
            aria-label="Decrease font size"
            disabled={size <= FONT_SIZE_MIN}
            onClick={() => model.setFontSize(size - 1)}
          >
            A−
          </Button>
          <Button
            aria-label="Increase font size"
            disabled={size >= FONT_SIZE_MAX}
            onClick={() => model.setFontSize(size + 1)}
          >
            A+
          </Button>
        </div>
      </div>
    </div>
  );
});

const FruitSearch = observer(function FruitSearch({ model }: { model: AdvancedModel }) {
  const id = useId();
  const fruits = model.fruits.value;
  const searching = model.searching.value;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        Search fruits
      </label>
      <input
        id={id}
        type="search"
        value={model.query.value}
        onChange={(e) => (model.query.value = e.currentTarget.value)}
        className="mt-1 block w-full max-w-sm rounded-lg border border-stone-300 px-3 py-1.5"
      />
      <p className="mt-1 text-xs text-stone-600" aria-live="polite">
        {searching ? 'Searching…' : `${fruits.length} of 10 fruits`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="fruit-results">
        {fruits.map((f) => (
          <li key={f} className="rounded-full bg-green-100 px-3 py-0.5 text-green-900">
            {f}
          </li>
        ))}
      </ul>
    </div>
  );
});

const EmailCheck = observer(function EmailCheck({ model }: { model: AdvancedModel }) {
  const id = useId();
  const valid = model.emailValid.value;
  const email = model.email.value;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        Email
      </label>
      <input
        id={id}
        type="email"
        value={email}
        onChange={(e) => (model.email.value = e.currentTarget.value)}
        className="mt-1 block w-full max-w-sm rounded-lg border border-stone-300 px-3 py-1.5"
      />
      <p
        className={cn('mt-1 text-sm', valid ? 'text-green-800' : 'text-red-800')}
        data-testid="advanced-email-state"
      >
        {valid ? 'Valid' : 'Invalid'}
      </p>
    </div>
  );
});

function Profile({ model }: { model: AdvancedModel }) {
  const profile = useValue(model.profile);
  return (
    <pre className="overflow-x-auto rounded-lg bg-stone-100 p-3 text-sm" data-testid="profile">
      {JSON.stringify(profile, null, 2)}
    </pre>
  );
}

/** "Advanced signals": site-wide appearance, a debounced search, validation and a profile. */
export function AdvancedDemo() {
  const model = useScoped(createAdvancedModel);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Advanced signals" />
      {model && (
        <>
          <Panel
            title="Appearance"
            description="Theme and font size (12–24 px) are signals kept in localStorage and applied to the whole site; the Settings dialog edits the same theme."
          >
            <Appearance model={model} />
          </Panel>
          <Panel
            title="Fruit search"
            description="The query is debounced 300 ms before it filters."
          >
            <FruitSearch model={model} />
          </Panel>
          <Panel title="Email validity" description="A computed over the email signal.">
            <EmailCheck model={model} />
          </Panel>
          <Panel title="Combined profile" description="One computed over all the signals above.">
            <Profile model={model} />
          </Panel>
        </>
      )}
      <CodeExcerpt source={source} region="advanced" />
    </div>
  );
}
