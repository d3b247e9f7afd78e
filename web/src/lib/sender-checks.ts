import { isValidEmail } from './email';

/**
 * The checks every message form makes of who writes (the contact form, the training inquiry), as their tables do:
 * a name of 2 to 100 characters and a valid e-mail address. `nameTooShort` is the form's own wording.
 */
export function senderErrors({ name, email }: { name: string; email: string }, nameTooShort: string): { name?: string; email?: string } {
  const errors: { name?: string; email?: string } = {};
  const trimmedName = name.trim();
  if (trimmedName.length < 2) errors.name = nameTooShort;
  else if (trimmedName.length > 100) errors.name = 'Imię i nazwisko może mieć najwyżej 100 znaków.';
  const trimmedEmail = email.trim();
  if (!trimmedEmail) errors.email = 'Podaj adres e-mail, żebyśmy mogli odpowiedzieć.';
  else if (!isValidEmail(trimmedEmail)) errors.email = 'To nie wygląda na adres e-mail, np. anna@firma.pl.';
  return errors;
}
