import { useValue } from '@tendril/signals/react';
import { activeApp } from '../lib/active-app.ts';
import { lazyPages } from '../shell/feature-pages.ts';
import { features } from './features.ts';
import { loadPages } from './load-pages.ts';

// The demos index shows only when no demo app is active: not on the first load.
const HomePage = lazyPages(loadPages('demo'))('/');

/** `/` shows the active app's home (the demos index when that app is not available). */
export function HomeSwitch() {
  const app = useValue(activeApp);
  const Home = features.find((f) => f.app === app)?.Home ?? HomePage;
  return <Home />;
}
