import { useId, useState, type ReactNode } from 'react';
import type { Signal } from '@tendril/signals';
import { observer, useValue } from '@tendril/signals/react';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { cn } from '../../ui/cn.ts';
import source from './contact-form.ts?excerpts';
import { createContactForm, createSimpleForm } from './contact-form.ts';
import { COUNTRIES } from './form-rules.ts';
import { useScoped } from './use-scoped.ts';

const INPUT = 'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-1.5';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({
  label,
  field,
  error,
  type = 'text',
  onBlur,
}: {
  label: string;
  field: Signal<string>;
  error?: string | null;
  type?: string;
  onBlur?: () => void;
}) {
  const value = useValue(field);
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          type={type}
          value={value}
          onChange={(e) => (field.value = e.currentTarget.value)}
          onBlur={onBlur}
          className={INPUT}
        />
      )}
    </Field>
  );
}

type Touched = Partial<Record<'firstName' | 'lastName' | 'email' | 'country', boolean>>;

const ContactForm = observer(function ContactForm({
  form,
}: {
  form: ReturnType<typeof createContactForm>;
}) {
  const [touched, setTouched] = useState<Touched>({});
  const touch = (name: keyof Touched) => () => setTouched((t) => ({ ...t, [name]: true }));
  const shown = (name: keyof Touched) => (touched[name] ? form.errors.value[name] : null);
  const { fields } = form;
  const state = form.state.value;
  // Read here, not inside Field's render props: only this render is tracked.
  const country = fields.country.value;
  const message = fields.message.value;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="First name"
        field={fields.firstName}
        error={shown('firstName')}
        onBlur={touch('firstName')}
      />
      <TextField
        label="Last name"
        field={fields.lastName}
        error={shown('lastName')}
        onBlur={touch('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        field={fields.email}
        error={shown('email')}
        onBlur={touch('email')}
      />
      <TextField label="Phone (optional)" type="tel" field={fields.phone} />
      <Field label="Country" error={shown('country')}>
        {(props) => (
          <select
            {...props}
            value={country}
            onChange={(e) => (fields.country.value = e.currentTarget.value)}
            onBlur={touch('country')}
            className={INPUT}
          >
            <option value="">Select a country</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message (optional)">
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={message}
            onChange={(e) => (fields.message.value = e.currentTarget.value)}
            className={INPUT}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          checked={fields.newsletter.value}
          onChange={(e) => (fields.newsletter.value = e.currentTarget.checked)}
        />
        Subscribe to the newsletter
      </label>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={!form.canSubmit.value}>
          {state === 'submitting' ? 'Submitting...' : 'Submit'}
        </Button>
        <p role="status" data-testid="submit-status" className="text-sm text-stone-700">
          {state === 'submitting' && (
            <>
              <progress aria-label="Sending" className="mr-2 align-middle" />
              Sending your message…
            </>
          )}
          {state === 'submitted' && 'Thank you! Your message was sent.'}
        </p>
      </div>
    </form>
  );
});

const SimpleForm = observer(function SimpleForm() {
  const [form] = useState(createSimpleForm);
  const emailValid = form.emailValid.value;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Simple form first name" field={form.firstName} />
      <TextField label="Simple form last name" field={form.lastName} />
      <div>
        <TextField label="Simple form email" type="email" field={form.email} />
        <p
          data-testid="simple-email-state"
          className={cn('mt-1 text-sm', emailValid ? 'text-green-800' : 'text-red-800')}
        >
          {emailValid ? 'Valid' : 'Invalid'}
        </p>
      </div>
      <TextField label="Simple form message" field={form.message} />
      <p className="text-sm sm:col-span-2" data-testid="simple-form-state">
        Form: {form.isValid.value ? 'valid' : 'not valid'} · with message:{' '}
        {form.isValidWithMessage.value ? 'valid' : 'not valid'}
      </p>
    </div>
  );
});

/** "Forms": the contact form, validated by computeds and kept in storage, and a simple form. */
export function FormsDemo() {
  const form = useScoped(createContactForm);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Forms" />
      <Panel
        title="Contact form"
        description="Each field is a signal kept in localStorage (persist_ keys); validation is a computed, and Submit is enabled only when it passes."
      >
        {form && <ContactForm form={form} />}
      </Panel>
      <Panel
        title="Simple form"
        description="Valid when the email is valid and both names are filled; the message variant needs every field."
      >
        <SimpleForm />
      </Panel>
      <CodeExcerpt source={source} region="contact" />
    </div>
  );
}
