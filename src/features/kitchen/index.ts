export { KitchenPage } from './kitchen-page';
export { GUEST_KITCHEN_KEY } from './kitchen-storage';
export { KITCHEN_TEXTS } from './texts';
export { useKitchen } from './use-kitchen';
export { KitchenSync, useKitchenStatus } from './kitchen-sync-host';
