import { useEffect, useState } from 'react';
import { WELCOME_PROGRESS_MS, welcomeProgress } from '../../../../core/interests';

/** With reduced motion the bar moves in whole steps this far apart, without sliding between them. */
const REDUCED_MOTION_STEP_MS = 1000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The welcome's loading bar: it creeps towards 95 % over 6 seconds while the questions load (the screen gives way
 * to them once they are there). An accessible progress bar (role, label, current value).
 */
export function WelcomeProgress({ label }: { label: string }) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const start = performance.now();
    const tick = () => setValue(welcomeProgress(performance.now() - start));
    if (prefersReducedMotion()) {
      const timer = window.setInterval(tick, REDUCED_MOTION_STEP_MS);
      const stop = window.setTimeout(
        () => window.clearInterval(timer),
        WELCOME_PROGRESS_MS + REDUCED_MOTION_STEP_MS,
      );
      return () => {
        window.clearInterval(timer);
        window.clearTimeout(stop);
      };
    }
    let frame = 0;
    const animate = () => {
      tick();
      if (performance.now() - start < WELCOME_PROGRESS_MS) frame = window.requestAnimationFrame(animate);
    };
    frame = window.requestAnimationFrame(animate);
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      className="welcome-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="welcome-progress__bar" style={{ width: `${value}%` }} />
    </div>
  );
}
