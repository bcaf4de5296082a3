import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain #root');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
