// The questionnaire of "find your AI generator": its questions, answer options and the answers in the URL. A leaf
// module: the route's validateSearch stays in the initial bundle, so this file imports nothing.

export const budgets = {
  darmowy: { label: 'Nic — tylko darmowe plany', limit: 0 },
  'do-15': { label: 'Do 15 USD miesięcznie', limit: 15 },
  'do-30': { label: 'Do 30 USD miesięcznie', limit: 30 },
  dowolny: { label: 'Budżet nie gra roli', limit: Number.POSITIVE_INFINITY },
} as const;

export const useCases = {
  ilustracje: 'Ilustracje i grafiki artystyczne',
  fotografia: 'Fotorealistyczne zdjęcia i produkty',
  tekst: 'Plakaty, logo i grafiki z napisami',
  wektory: 'Ikony i grafika wektorowa',
  edycja: 'Edycja i retusz zdjęć',
  wideo: 'Krótkie filmy i animacje',
} as const;

export const licenceNeeds = {
  komercyjna: 'Tak, do użytku komercyjnego',
  prywatna: 'Nie, do celów prywatnych',
} as const;

export const languageNeeds = {
  polski: 'Chcę pisać i klikać po polsku',
  dowolny: 'Angielski mi nie przeszkadza',
} as const;

export type RecommenderAnswers = {
  budzet?: keyof typeof budgets;
  zastosowanie?: keyof typeof useCases;
  licencja?: keyof typeof licenceNeeds;
  jezyk?: keyof typeof languageNeeds;
};

function keyOf<T extends object>(value: unknown, options: T): keyof T | undefined {
  return typeof value === 'string' && Object.hasOwn(options, value) ? (value as keyof T) : undefined;
}

/** Answers from the URL; unknown values are dropped. */
export function parseRecommenderAnswers(raw: Record<string, unknown>): RecommenderAnswers {
  const answers: RecommenderAnswers = {
    budzet: keyOf(raw.budzet, budgets),
    zastosowanie: keyOf(raw.zastosowanie, useCases),
    licencja: keyOf(raw.licencja, licenceNeeds),
    jezyk: keyOf(raw.jezyk, languageNeeds),
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as RecommenderAnswers;
}

export function isComplete(answers: RecommenderAnswers): answers is Required<RecommenderAnswers> {
  return Boolean(answers.budzet && answers.zastosowanie && answers.licencja && answers.jezyk);
}
