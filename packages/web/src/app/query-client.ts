import { QueryClient } from '@tanstack/react-query';

/** The app's one query client (the router's loaders fill it before the first paint). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});
