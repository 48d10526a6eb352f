import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRouter } from '@tendril/router';
import { App } from './app/App.tsx';
import { routes } from './app/routes.ts';
import './index.css';

const router = createRouter({ routes });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
