import sharp from 'sharp';

/** A small deterministic random source, so the demo looks the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#f6bd60', '#f7ede2', '#f5cac3', '#84a59d', '#f28482'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#6fffe9'],
  ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff'],
  ['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
  ['#cdb4db', '#ffc8dd', '#ffafcc', '#bde0fe', '#a2d2ff'],
  ['#003049', '#d62828', '#f77f00', '#fcbf49', '#eae2b7'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
];

/** Pin shapes people expect in a masonry grid: mostly tall, some square, a few wide. */
const RATIOS: [number, number][] = [
  [2, 3],
  [2, 3],
  [3, 4],
  [1, 1],
  [4, 5],
  [9, 16],
  [2, 3],
  [3, 2],
];

/**
 * Paints a demo picture — a gradient sky with layered shapes — as a PNG. Generated locally with sharp, so
 * the demo needs no downloads.
 */
export async function paintArtwork(seed: number, kind: 'pin' | 'avatar' = 'pin'): Promise<Buffer> {
  const random = seededRandom(seed);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const pick = () => palette[Math.floor(random() * palette.length)]!;
  const [rw, rh] = kind === 'avatar' ? [1, 1] : RATIOS[Math.floor(random() * RATIOS.length)]!;
  const width = kind === 'avatar' ? 300 : 600;
  const height = Math.round((width * rh) / rw);
  const shapes: string[] = [];
  const style = Math.floor(random() * 4);
  for (let i = 0; i < 7; i++) {
    const x = random() * width;
    const y = random() * height;
    const r = (0.1 + random() * 0.35) * width;
    const opacity = (0.55 + random() * 0.45).toFixed(2);
    if (style === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${pick()}" opacity="${opacity}"/>`);
    else if (style === 1) {
      shapes.push(
        `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r * 1.4}" rx="${r / 6}" fill="${pick()}" opacity="${opacity}" transform="rotate(${random() * 60 - 30} ${x} ${y})"/>`,
      );
    } else if (style === 2) {
      const base = (height * (i + 2)) / 9;
      shapes.push(
        `<path d="M0 ${base} C ${width * 0.3} ${base - r / 2}, ${width * 0.6} ${base + r / 2}, ${width} ${base} L ${width} ${height} L 0 ${height} Z" fill="${pick()}" opacity="${opacity}"/>`,
      );
    } else {
      shapes.push(
        `<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="${pick()}" opacity="${opacity}"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
    <stop offset="0" stop-color="${pick()}"/><stop offset="1" stop-color="${pick()}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
