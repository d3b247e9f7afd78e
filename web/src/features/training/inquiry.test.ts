import { describe, expect, it } from 'vitest';
import { emptyInquiry, inquiryErrorMessage, toInquiryRow, validateInquiry } from './inquiry';

const valid = {
  ...emptyInquiry,
  name: 'Anna Kowalska',
  email: 'Anna@Firma.pl ',
  message: 'Szkolenie dla 8 osób w grudniu.',
  consent: true,
};

describe('validateInquiry', () => {
  it('accepts a complete inquiry', () => {
    expect(validateInquiry(valid)).toEqual({});
    expect(validateInquiry({ ...valid, participants: '8', company: 'Firma' })).toEqual({});
  });

  it('explains every problem in Polish', () => {
    const errors = validateInquiry(emptyInquiry);
    expect(Object.keys(errors).sort()).toEqual(['consent', 'email', 'message', 'name']);
    expect(errors.email).toBe('Podaj adres e-mail, żebyśmy mogli odpowiedzieć.');
    expect(validateInquiry({ ...valid, email: 'anna@firma' }).email).toContain('To nie wygląda na adres e-mail');
    expect(validateInquiry({ ...valid, participants: '2,5' }).participants).toBe('Podaj liczbę osób od 1 do 500.');
    expect(validateInquiry({ ...valid, participants: '0' }).participants).toBeDefined();
    expect(validateInquiry({ ...valid, message: 'krótko' }).message).toContain('co najmniej 10 znaków');
  });
});

describe('toInquiryRow', () => {
  it('trims, lower-cases the e-mail and nulls empty optional fields', () => {
    expect(toInquiryRow('b2b', valid)).toEqual({
      offer_slug: 'b2b',
      name: 'Anna Kowalska',
      email: 'anna@firma.pl',
      company: null,
      participants: null,
      message: 'Szkolenie dla 8 osób w grudniu.',
      consent: true,
    });
  });
});

describe('inquiryErrorMessage', () => {
  it('maps database errors to Polish messages', () => {
    expect(inquiryErrorMessage({ message: 'training_inquiry_rate_limited', code: 'P0001' })).toContain('w ciągu ostatniej godziny');
    expect(inquiryErrorMessage({ message: 'training_offer_closed', code: 'P0001' })).toBe('Ta oferta nie przyjmuje już zapytań.');
    expect(inquiryErrorMessage({ code: '23514', message: 'violates check constraint' })).toContain('Niektóre pola');
    expect(inquiryErrorMessage({ message: 'Failed to fetch' })).toContain('Nie udało się wysłać');
  });
});
