/** The header avatar's texts (apart from texts.ts so the header does not load the profile page's). */
export const HEADER_AVATAR_TEXTS = {
  avatarAlt: 'Your avatar',
  avatarMenu: 'Profile',
} as const;
