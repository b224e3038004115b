import type {
  InstallEvent,
  InstallPrompt,
  Platform,
  PlatformAuth,
  PlatformPreferences,
  PlatformStorage,
} from './platform';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const webStorage: PlatformStorage = {
  async getItem(key) {
    return safeLocalStorage()?.getItem(key) ?? null;
  },
  async setItem(key, value) {
    safeLocalStorage()?.setItem(key, value);
  },
  async removeItem(key) {
    safeLocalStorage()?.removeItem(key);
  },
};

const webPreferences: PlatformPreferences = {
  get(key) {
    try {
      return safeLocalStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      safeLocalStorage()?.setItem(key, value);
    } catch {
      // Storage full or blocked: preferences are best effort.
    }
  },
};

function createWebInstallPrompt(): InstallPrompt {
  let deferred: BeforeInstallPromptEvent | null = null;
  let installed = false;
  const listeners = new Set<(event: InstallEvent) => void>();
  const emit = (event: InstallEvent) => listeners.forEach((listener) => listener(event));

  if (typeof window !== 'undefined') {
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      deferred = event as BeforeInstallPromptEvent;
      emit('available');
    });
    window.addEventListener('appinstalled', () => {
      deferred = null;
      installed = true;
      emit('installed');
    });
  }

  return {
    isInstalled() {
      if (installed) return true;
      if (typeof window === 'undefined' || !window.matchMedia) return false;
      const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
      return window.matchMedia('(display-mode: standalone)').matches || iosStandalone;
    },
    canPrompt: () => deferred !== null,
    async prompt() {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The session in localStorage (supabase-js' default); OAuth redirects the page and comes back in its URL. */
const webAuth: PlatformAuth = {
  clientOptions: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  async signInWithGoogle(client, redirectTo) {
    const { error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo },
    });
    return { error };
  },
  connect: () => () => {},
  mayHaveSession() {
    const storage = safeLocalStorage();
    if (!storage) return null;
    try {
      // supabase-js keeps the session (and a PKCE verifier) under `sb-<project>-auth-token…`.
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith('sb-') && key.includes('-auth-token')) return true;
      }
      return false;
    } catch {
      return null;
    }
  },
};

const noSubscription = () => () => {};

export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    ready: null,
    storage: webStorage,
    preferences: webPreferences,
    install: createWebInstallPrompt(),
    openExternal(url) {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    auth: webAuth,
    backend: null,
    fetchRecipePage: null,
    onNotice: noSubscription,
    onPlainTextConsentNeeded: noSubscription,
  };
}
