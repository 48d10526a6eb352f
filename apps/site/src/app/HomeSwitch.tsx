import { useValue } from '@tendril/signals/react';
import { HomePage } from '../pages/HomePage.tsx';
import { activeApp } from '../shell/active-app.ts';
import { features } from './features.ts';

/** `/` shows the active app's home (the demos index when that app is not available). */
export function HomeSwitch() {
  const app = useValue(activeApp);
  const Home = features.find((f) => f.app === app)?.Home ?? HomePage;
  return <Home />;
}
