// The editor page's entry (served at / by npm run edit).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './editor.css';
import { EditorApp } from './EditorApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('editor.html has no #root');
createRoot(root).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
