import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { primaryButton, secondaryButton } from '@/components/button-styles';
import { useIsMobile } from '@/hooks/use-media-query';
import { useTourControls } from './tour-state';
import { TOUR_STEPS, TOUR_TEXTS } from './tour-steps';
import { placePopover, type Box } from './tour-position';

function findTarget(name: string | undefined): HTMLElement | null {
  if (!name) return null;
  const element = document.querySelector<HTMLElement>(`[data-tour="${name}"]`);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 || rect.height > 0 ? element : null;
}

function toBox(rect: DOMRect): Box {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/** The tutorial popover over a dark overlay that leaves its target lit. */
export default function TourPopover({ step }: { step: number }) {
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0]!;
  const last = step === TOUR_STEPS.length - 1;
  const { next, skip } = useTourControls();
  const isMobile = useIsMobile();
  const panelRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<Box | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const targetName = current.target;
  const measure = useCallback(() => {
    const element = findTarget(targetName);
    const box = element ? toBox(element.getBoundingClientRect()) : null;
    setTarget(box);
    const panel = panelRef.current;
    if (!box || !panel) return setPosition(null);
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setPosition(
      placePopover(box, { width: panel.offsetWidth, height: panel.offsetHeight }, viewport),
    );
  }, [targetName]);

  useLayoutEffect(() => {
    findTarget(targetName)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure, targetName]);

  let panelStyle: CSSProperties;
  if (isMobile)
    panelStyle = {
      position: 'fixed',
      top: 10,
      left: 10,
      width: 'calc(100vw - 20px)',
      maxWidth: '24rem',
    };
  else if (position)
    panelStyle = { position: 'fixed', top: position.top, left: position.left, width: '22rem' };
  else
    panelStyle = {
      position: 'fixed',
      top: '50%',
      left: '50%',
      width: '24rem',
      transform: 'translate(-50%, -50%)',
    };

  const pad = 6;
  return (
    <Dialog open onClose={skip} className="relative z-[60]">
      {target ? (
        <div
          aria-hidden="true"
          data-testid="tour-spotlight"
          className="pointer-events-none fixed rounded-xl ring-2 ring-green-400 transition-all"
          style={{
            top: target.top - pad,
            left: target.left - pad,
            width: target.width + pad * 2,
            height: target.height + pad * 2,
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.6)',
          }}
        />
      ) : (
        <div aria-hidden="true" data-testid="tour-overlay" className="fixed inset-0 bg-black/60" />
      )}
      <DialogPanel
        ref={panelRef}
        data-tour-step={current.id}
        style={panelStyle}
        className="rounded-xl border border-stone-200 bg-white p-5 shadow-2xl dark:border-stone-700 dark:bg-stone-900"
      >
        <p className="text-xs font-medium uppercase tracking-wide text-green-800 dark:text-green-300">
          {TOUR_TEXTS.progress(step + 1, TOUR_STEPS.length)}
        </p>
        <DialogTitle className="mt-1 text-lg font-semibold text-stone-900 dark:text-stone-50">
          {current.title}
        </DialogTitle>
        <Description className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {current.text}
        </Description>
        <div className="mt-5 flex justify-between gap-2">
          <button type="button" className={secondaryButton} onClick={skip}>
            {TOUR_TEXTS.skip}
          </button>
          <button type="button" className={primaryButton} onClick={next} autoFocus>
            {last ? TOUR_TEXTS.finish : TOUR_TEXTS.next}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
