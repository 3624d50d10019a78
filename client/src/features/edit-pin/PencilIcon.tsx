interface PencilIconProps {
  size?: number;
  className?: string;
}

/** Decorative: the Edit Pin button carries the name. */
export function PencilIcon({ size = 20, className }: PencilIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        fill="currentColor"
        d="M3 17.3V21h3.7L17.8 9.9l-3.7-3.7Zm17.7-10.2a1 1 0 0 0 0-1.4l-2.4-2.4a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7Z"
      />
    </svg>
  );
}
