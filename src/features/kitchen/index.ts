export { KitchenPage } from './kitchen-page';
export { GUEST_KITCHEN_KEY } from './kitchen-storage';
export { KITCHEN_TEXTS } from './texts';
