/** A form's own error (not a field's), announced when it appears; nothing when there is none. */
export function FormError({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}
