/** The desktop's question before it stores anything unencrypted (no OS keychain). */
export const PLAIN_TEXT_CONSENT_TEXTS = {
  title: 'Store without encryption?',
  why: 'Larder can’t reach your system keychain on this computer (for example, no keyring is set up on Linux), so it can’t encrypt what it saves.',
  store:
    'If you store anyway, your kitchen and your sign-in are saved unencrypted on this computer, where anyone who can open your files can read them. Larder remembers this choice.',
  dontStore:
    'If you choose “Don’t store”, they are kept for this session only and are gone when you close Larder.',
  storeLabel: 'Store without encryption',
  dontStoreLabel: 'Don’t store',
} as const;
