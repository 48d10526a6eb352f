import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/create-app-router.ts';
import { applyAppearance } from './lib/appearance.ts';
import './index.css';

// The saved theme and font size apply before the first render.
applyAppearance(document.documentElement);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
