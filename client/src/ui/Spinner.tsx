/** A loading indicator with a spoken label. */
export function Spinner({ label = 'Loading', size = 40 }: { label?: string; size?: number }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
