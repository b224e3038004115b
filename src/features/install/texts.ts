export const INSTALL_TEXTS = {
  button: 'Install app',
  hintTitle: 'Installation Available',
  hintDescription: 'Add to Home Screen',
  installed: 'App Installed!',
} as const;
