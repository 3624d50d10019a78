interface ConfettiOptions {
  particles: number;
  durationMs: number;
  /** Where the burst starts, as fractions of the viewport (0.5, 0.5 is the centre). */
  origin?: { x: number; y: number };
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
  round: boolean;
}

const COLORS = ['#d7263d', '#f5a623', '#3b6de0', '#137a4b', '#8e44ad', '#ffd166', '#ef476f'];
/** Pixels per second per second, in CSS pixels. */
const GRAVITY = 1400;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A one-off burst of confetti on a full-window canvas that ignores the pointer and is hidden from assistive
 * technology. It removes itself after `durationMs`; the returned function stops it early. People who ask for
 * reduced motion get none.
 */
export function launchConfetti({
  particles,
  durationMs,
  origin = { x: 0.5, y: 0.45 },
}: ConfettiOptions): () => void {
  if (prefersReducedMotion()) return () => {};
  const canvas = document.createElement('canvas');
  canvas.className = 'confetti-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    pointerEvents: 'none',
    zIndex: '160',
  });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  document.body.appendChild(canvas);
  context.scale(ratio, ratio);

  const startX = origin.x * width;
  const startY = origin.y * height;
  const pieces: Particle[] = Array.from({ length: particles }, () => {
    // Mostly upwards, fanned out to both sides.
    const direction = -Math.PI / 2 + (Math.random() - 0.5) * Math.PI * 0.9;
    const speed = 500 + Math.random() * 700;
    return {
      x: startX,
      y: startY,
      vx: Math.cos(direction) * speed,
      vy: Math.sin(direction) * speed,
      size: 6 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 18,
      color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
      round: Math.random() < 0.3,
    };
  });

  let frame = 0;
  let last = performance.now();
  const started = last;
  const stop = () => {
    cancelAnimationFrame(frame);
    canvas.remove();
  };
  const draw = (now: number) => {
    const elapsed = now - started;
    if (elapsed >= durationMs) {
      stop();
      return;
    }
    const dt = Math.min((now - last) / 1000, 0.05);
    last = now;
    // Fade over the last third so the burst does not vanish abruptly.
    const fade = Math.min(1, (durationMs - elapsed) / (durationMs / 3));
    context.clearRect(0, 0, width, height);
    context.globalAlpha = fade;
    for (const p of pieces) {
      p.vy += GRAVITY * dt;
      p.vx *= 0.985;
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.angle += p.spin * dt;
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      context.fillStyle = p.color;
      if (p.round) {
        context.beginPath();
        context.arc(0, 0, p.size / 2, 0, Math.PI * 2);
        context.fill();
      } else {
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      }
      context.restore();
    }
    frame = requestAnimationFrame(draw);
  };
  frame = requestAnimationFrame(draw);
  return stop;
}
