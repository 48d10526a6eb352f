import { useId, useState } from 'react';
import { useRouter } from '@tendril/router/react';
import { Button } from '../../ui/Button.tsx';
import { ModalHeader as SharedModalHeader } from '../../ui/Modal.tsx';
import { NOTIFICATION_COUNT } from '../../shell/demo-user.ts';
import { DEMO_USER } from '../../shell/demo-user-profile.ts';
import { theme as siteTheme, type Theme } from '../../lib/appearance.ts';

function ModalHeader({ title }: { title: string }) {
  const router = useRouter();
  return <SharedModalHeader title={title} onClose={() => router.closePortal()} />;
}

const NOTIFICATIONS = [
  { id: 1, text: 'Your order #1042 has shipped.' },
  { id: 2, text: 'New comment on a story you follow.' },
  { id: 3, text: 'Welcome to the Tendril demos!' },
];

export function NotificationModal() {
  return (
    <div>
      <ModalHeader title={`${NOTIFICATION_COUNT} notifications`} />
      <ul className="divide-y divide-stone-200 px-6 py-2">
        {NOTIFICATIONS.map((n) => (
          <li key={n.id} className="py-3 text-sm">
            {n.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProfileModal() {
  return (
    <div>
      <ModalHeader title="Profile" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-6 py-4 text-sm">
        <dt className="text-stone-600">User id</dt>
        <dd data-testid="profile-user-id">{DEMO_USER.id}</dd>
        <dt className="text-stone-600">Name</dt>
        <dd>{DEMO_USER.name}</dd>
        <dt className="text-stone-600">Email</dt>
        <dd>{DEMO_USER.email}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd>{DEMO_USER.status}</dd>
      </dl>
    </div>
  );
}

/**
 * Settings: a theme select and an email-notifications checkbox. The select edits a draft of
 * the site theme signal: Save applies it, Cancel discards it.
 */
export function SettingsModal() {
  const router = useRouter();
  const themeId = useId();
  const [theme, setTheme] = useState<Theme>(() => siteTheme.peek());
  const [email, setEmail] = useState(true);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        siteTheme.value = theme;
        router.closePortal();
      }}
    >
      <ModalHeader title="Settings" />
      <div className="flex flex-col gap-4 px-6 py-4">
        <div>
          <label htmlFor={themeId} className="block text-sm font-medium">
            Theme
          </label>
          <select
            id={themeId}
            value={theme}
            onChange={(e) => setTheme(e.currentTarget.value === 'dark' ? 'dark' : 'light')}
            className="mt-1 rounded-lg border border-stone-300 px-3 py-1.5"
          >
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={email}
            onChange={(e) => setEmail(e.currentTarget.checked)}
          />
          Email notifications
        </label>
      </div>
      <div className="flex justify-end gap-2 border-t border-stone-200 px-6 py-4">
        <Button onClick={() => router.closePortal()}>Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </form>
  );
}
