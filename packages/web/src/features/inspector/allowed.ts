import { useConfig } from '../../app/queries.js';

/**
 * Whether this build and server allow the inspector: the Vite dev server, a server in demo mode
 * (`config.demo`), or a build made with `VITE_INSPECTOR=on`. Production builds on a server with
 * DEMO_MODE off have no inspector.
 */
export function useInspectorAllowed(): boolean | undefined {
  const config = useConfig();
  if (import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === 'on') return true;
  if (config.data) return config.data.demo === true;
  return config.isError ? false : undefined;
}
