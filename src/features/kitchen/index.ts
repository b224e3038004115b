export { KitchenPage } from './kitchen-page';
export { GUEST_KITCHEN_KEY } from './kitchen-storage';
export { KITCHEN_TEXTS } from './texts';
export { useKitchen } from './use-kitchen';
export { useKitchenPersistence } from './use-kitchen-persistence';
export { KitchenOwner } from './kitchen-sync-owner';
