/**
 * Messages the desktop platform has for the user (a store file moved aside, the local backend not
 * starting). The platform renders no UI, so it hands them to whoever listens (the app shows them
 * as toasts); those published before anyone listens are kept and delivered on subscribe.
 */
export interface DesktopNotices {
  publish(message: string): void;
  subscribe(listener: (message: string) => void): () => void;
}

export function createDesktopNotices(): DesktopNotices {
  const listeners = new Set<(message: string) => void>();
  const waiting: string[] = [];
  return {
    publish(message) {
      if (listeners.size === 0) waiting.push(message);
      else listeners.forEach((listener) => listener(message));
    },
    subscribe(listener) {
      listeners.add(listener);
      waiting.splice(0).forEach((message) => listener(message));
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
