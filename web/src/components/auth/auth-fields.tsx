import type { ComponentProps } from 'react';
import { TextField } from '../form-fields';
import { passwordPolicy } from '../../lib/auth/errors';

type ValueFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange'> & { onChange: (value: string) => void };

/** A TextField that hands on the text typed, as the auth forms keep it. */
export function ValueField({ onChange, ...field }: ValueFieldProps) {
  return <TextField {...field} onChange={(event) => onChange(event.target.value)} />;
}

type EmailFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  required?: boolean;
};

/** The e-mail address of an auth form (the address keyboard and autofill). */
export function EmailField({ label = 'Adres e-mail', required = true, ...field }: EmailFieldProps) {
  return <ValueField label={label} type="email" autoComplete="email" required={required} {...field} />;
}

type NewPasswordFieldsProps = {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  errors: { password?: string | null; repeat?: string | null };
  /** "Hasło" for a new account, "Nowe hasło" where one is replaced. */
  label?: string;
  required?: boolean;
};

/** A new password typed twice, with the policy as the hint (registration, recovery, the account page). */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  errors,
  label = 'Nowe hasło',
  required = true,
}: NewPasswordFieldsProps) {
  const input = { type: 'password', autoComplete: 'new-password', required };
  const hint = `Co najmniej ${passwordPolicy.minLength} znaków, w tym litery i cyfry.`;
  return (
    <>
      <ValueField {...input} label={label} value={password} onChange={onPasswordChange} error={errors.password} hint={hint} />
      <ValueField {...input} label={`Powtórz ${label.toLowerCase()}`} value={repeat} onChange={onRepeatChange} error={errors.repeat} />
    </>
  );
}

type SubmitButtonProps = {
  busy: boolean;
  /** What the button says, and what it says while the request runs. */
  label: string;
  busyLabel: string;
  secondary?: boolean;
  disabled?: boolean;
};

/** The submit button of an auth form: disabled and saying what happens while the request runs. */
export function SubmitButton({ busy, label, busyLabel, secondary = false, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={secondary ? 'button button--secondary' : 'button'} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
