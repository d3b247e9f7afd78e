// Everything the functions say to people, in Polish, in one place.
export const messages = {
  subscribed:
    'Dziękujemy! Jeśli ten adres nie jest jeszcze zapisany, za chwilę dostaniesz wiadomość z linkiem potwierdzającym. Sprawdź też folder „Spam”.',
  invalidEmail: 'Podaj poprawny adres e-mail.',
  rateLimited: 'Zbyt wiele prób zapisu. Spróbuj ponownie za godzinę.',
  confirmed: 'Gotowe! Twój zapis na newsletter został potwierdzony.',
  alreadyConfirmed: 'Ten adres jest już potwierdzony — nic więcej nie musisz robić.',
  expired: 'Link potwierdzający wygasł (jest ważny 48 godzin). Zapisz się ponownie, a wyślemy nowy.',
  used: 'Ten link został już wykorzystany. Jeśli chcesz znów dostawać newsletter, zapisz się ponownie.',
  invalidToken: 'Ten link jest nieprawidłowy lub niepełny. Skopiuj cały adres z wiadomości albo zapisz się ponownie, a wyślemy nowy.',
  unsubscribed: 'Wypisaliśmy Cię z newslettera. Nie wyślemy Ci już kolejnych wydań.',
  alreadyUnsubscribed: 'Ten adres jest już wypisany z newslettera.',
  invalidUnsubscribe: 'Ten link do wypisania jest nieprawidłowy. Skopiuj cały adres z wiadomości.',
  methodNotAllowed: 'Ta metoda nie jest obsługiwana.',
  mailUnavailable: 'Nie możemy teraz wysyłać wiadomości e-mail, więc nie zapisaliśmy adresu. Spróbuj ponownie za kilka minut.',
  serverError: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
  notSignedIn: 'Zaloguj się jako administrator.',
  forbidden: 'Wysyłać newsletter może tylko administrator z weryfikacją dwuetapową.',
  issueMissing: 'Nie ma takiego wydania newslettera.',
  badRequest: 'Nieprawidłowe żądanie.',
  testSent: 'Wysłaliśmy wiadomość testową.',
  notificationUnavailable: 'Nie udało się teraz powiadomić administratorów. Zgłoszenie jest zapisane; powiadomimy ich przy następnej okazji.',
} as const;
