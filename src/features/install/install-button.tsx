import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { platform } from '@/platform';
import { notify } from '@/components/notify';
import { ghostButton } from '@/components/button-styles';
import { INSTALL_TEXTS } from './texts';

interface InstallButtonProps {
  /** Render as a full-width menu row (mobile header menu). */
  variant?: 'icon' | 'row';
  className?: string;
}

/** Hidden once installed; replays the browser's install prompt, else shows a hint. */
export function InstallButton({ variant = 'icon', className = '' }: InstallButtonProps) {
  // The desktop app always counts as installed.
  const [installed, setInstalled] = useState(() => platform.install.isInstalled());

  useEffect(
    () =>
      platform.install.subscribe((event) => {
        if (event === 'installed') {
          setInstalled(true);
          notify.success(INSTALL_TEXTS.installed);
        }
      }),
    [],
  );

  if (installed) return null;

  const onClick = async () => {
    const result = await platform.install.prompt();
    if (result === 'unavailable') {
      notify.info(INSTALL_TEXTS.hintTitle, { description: INSTALL_TEXTS.hintDescription });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      className={`${ghostButton} ${className}`}
      title={INSTALL_TEXTS.button}
    >
      <Download aria-hidden="true" className="size-5" />
      <span className={variant === 'icon' ? 'sr-only' : ''}>{INSTALL_TEXTS.button}</span>
    </button>
  );
}
