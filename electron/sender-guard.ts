/** The parts of Electron's WebFrameMain the guard reads. */
export interface FrameLike {
  readonly url: string;
}

/** The parts of Electron's IpcMainInvokeEvent the guard reads. */
export interface IpcEventLike {
  readonly senderFrame: FrameLike | null;
  readonly sender: { readonly mainFrame: FrameLike };
}

/**
 * True when `url` is the app itself: the same origin as the app (the dev server, or the packaged
 * `app://larder` protocol), or for a file:// app the very file main loaded.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  let candidate: URL;
  let app: URL;
  try {
    candidate = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (candidate.protocol !== app.protocol) return false;
  if (app.protocol === 'file:')
    return candidate.pathname === app.pathname && candidate.host === app.host;
  // Same scheme, host and port (URL.origin is "null" for the custom app: scheme under Node).
  return candidate.host === app.host && candidate.host !== '';
}

/**
 * IPC is accepted only from the main frame of an app window showing the app: an injected iframe,
 * a navigated-away page or a destroyed frame (senderFrame null) is refused.
 */
export function isTrustedSender(event: IpcEventLike, appUrl: string): boolean {
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  return isAppUrl(frame.url, appUrl);
}
