import { lazy } from 'react';

export { HeaderAvatar } from './header-avatar';
/** /profile, loaded lazily. */
export const ProfilePage = lazy(() => import('./profile-page'));
