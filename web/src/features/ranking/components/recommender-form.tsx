import { RadioChoices } from '../../../components/radio-choices';
import { budgets, languageNeeds, licenceNeeds, useCases, type RecommenderAnswers } from '../recommender-answers';
import '../ranking.css';

type Question = {
  key: keyof RecommenderAnswers;
  legend: string;
  options: Record<string, string>;
};

const questions: Question[] = [
  { key: 'zastosowanie', legend: '1. Do czego potrzebujesz generatora?', options: useCases },
  {
    key: 'budzet',
    legend: '2. Ile chcesz wydawać miesięcznie?',
    options: Object.fromEntries(Object.entries(budgets).map(([key, budget]) => [key, budget.label])),
  },
  { key: 'licencja', legend: '3. Czy wyniki trafią do użytku komercyjnego (reklama, produkty, klienci)?', options: licenceNeeds },
  { key: 'jezyk', legend: '4. W jakim języku chcesz pracować?', options: languageNeeds },
];

type RecommenderFormProps = {
  answers: RecommenderAnswers;
  onChange: (answers: RecommenderAnswers) => void;
};

export function RecommenderForm({ answers, onChange }: RecommenderFormProps) {
  const answered = questions.filter((question) => answers[question.key]).length;
  return (
    <form className="recommender" onSubmit={(event) => event.preventDefault()} aria-label="Pytania o twoje potrzeby">
      {questions.map((question) => (
        <fieldset key={question.key} className="recommender__question">
          <legend className="recommender__legend">{question.legend}</legend>
          <div className="recommender__options">
            <RadioChoices
              name={question.key}
              values={Object.keys(question.options)}
              label={(value) => question.options[value as keyof typeof question.options]}
              chosen={answers[question.key]}
              onChoose={(value) => onChange({ ...answers, [question.key]: value })}
            />
          </div>
        </fieldset>
      ))}
      <p className="recommender__progress" data-testid="recommender-progress">
        Odpowiedzi: {answered} z {questions.length}.
        {answered < questions.length && ' Propozycje pojawią się po odpowiedzi na wszystkie pytania.'}
      </p>
      {answered > 0 && (
        <button type="button" className="button button--secondary button--small" onClick={() => onChange({})}>
          Zacznij od nowa
        </button>
      )}
    </form>
  );
}
