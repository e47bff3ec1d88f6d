// react-dom's client (main.tsx runs it first, with errors made without a stack: tasks.ts).
export { createRoot } from 'react-dom/client';
