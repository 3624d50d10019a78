interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: number;
  className?: string;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0]?.[0] ?? '?');
  return letters.toUpperCase();
}

/** A person's picture, or their initials on a colour derived from the name when there is none. */
export function Avatar({ name, imageUrl, size = 32, className }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) };
  const cls = ['avatar', className].filter(Boolean).join(' ');
  if (imageUrl) return <img className={cls} src={imageUrl} alt="" width={size} height={size} style={style} />;
  const hue = [...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 360;
  // NOTE: 30% lightness keeps the white initials at 4.5:1 or more on every hue (yellows are the lightest).
  return (
    <span className={cls} aria-hidden="true" style={{ ...style, background: `hsl(${hue} 45% 30%)` }}>
      {initials(name)}
    </span>
  );
}
