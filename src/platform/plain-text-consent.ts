/**
 * The question "store without encryption?" asked by the desktop platform when the OS keychain is
 * unavailable. The platform may not render UI, so it hands the question to whoever listens (the
 * app's dialog, src/components/plain-text-consent-dialog.tsx) and waits for the answer. A
 * question asked before anyone listens waits until the dialog mounts.
 */
export interface PlainTextConsentRequest {
  /** true: store in plain text (remembered by main); false: keep it for this session only. */
  answer(store: boolean): void;
}

export interface PlainTextConsentBroker {
  ask(): Promise<boolean>;
  subscribe(listener: (request: PlainTextConsentRequest) => void): () => void;
}

export function createPlainTextConsentBroker(): PlainTextConsentBroker {
  const listeners = new Set<(request: PlainTextConsentRequest) => void>();
  let pending: { request: PlainTextConsentRequest; promise: Promise<boolean> } | null = null;
  const deliver = (request: PlainTextConsentRequest) =>
    listeners.forEach((listener) => listener(request));
  return {
    ask() {
      if (pending) return pending.promise;
      let settle: (store: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      const request: PlainTextConsentRequest = {
        answer(store) {
          if (pending?.request !== request) return; // answered already
          pending = null;
          settle(store);
        },
      };
      pending = { request, promise };
      deliver(request);
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (pending) listener(pending.request);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
