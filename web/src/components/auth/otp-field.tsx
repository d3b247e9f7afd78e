import { TextField } from '../form-fields';

/** A 6-digit one-time code: numeric keyboard on phones, autofill from authenticator apps. */
export function OtpField({
  value,
  onChange,
  label = 'Kod z aplikacji',
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      className="text-input otp-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      required
    />
  );
}
