export { InstallButton } from './install-button';
export { INSTALL_TEXTS } from './texts';
