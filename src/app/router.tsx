import { createBrowserRouter, createHashRouter } from 'react-router';
import { routes } from './routes';

/** The desktop build loads from file://, where only hash URLs survive a reload. */
export const router =
  import.meta.env.MODE === 'desktop' ? createHashRouter(routes) : createBrowserRouter(routes);
