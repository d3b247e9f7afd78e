import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendSurveyResponse } from '../api';
import { maxTextLength, validateSurvey, type SurveyAnswers, type SurveyQuestion } from '../survey';
import { followErrors } from '../../../lib/field-errors';
import { RadioChoices } from '../../../components/radio-choices';
import '../survey.css';

export function SurveyForm({ questions }: { questions: SurveyQuestion[] }) {
  const id = useId();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [sendError, setSendError] = useState('');
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the thank-you heading once it is on screen.
  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  const set = (position: number, answer: SurveyAnswers[number]) => setAnswers((current) => ({ ...current, [position]: answer }));
  // An error on screen follows the answer: it goes as soon as the question is answered right.
  useEffect(
    () => setErrors((shown) => followErrors(shown, validateSurvey(questions, answers)) as Record<number, string>),
    [questions, answers],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSurvey(questions, answers);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-q${first}`)?.focus();
      return;
    }
    setStatus('sending');
    setSendError('');
    const error = await sendSurveyResponse(answers);
    if (error) {
      setStatus('idle');
      setSendError('Nie udało się wysłać odpowiedzi. Sprawdź połączenie i spróbuj ponownie.');
      return;
    }
    setStatus('sent');
  };

  if (status === 'sent') {
    return (
      <section className="survey__thanks" data-testid="survey-thanks">
        <h2 ref={thanksRef} tabIndex={-1}>
          Dziękujemy za odpowiedzi!
        </h2>
        <p>Pomogą nam wybrać tematy kolejnych artykułów i poradników.</p>
        <Link to="/" className="button">
          Wróć na stronę główną
        </Link>
      </section>
    );
  }

  return (
    <form className="survey" onSubmit={(event) => void submit(event)} noValidate data-testid="survey-form">
      {questions.map((question) => {
        const error = errors[question.position];
        const errorId = `${id}-q${question.position}-error`;
        const legendId = `${id}-q${question.position}`;
        const answer = answers[question.position];
        return (
          <fieldset
            key={question.position}
            className="recommender__question"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend className="recommender__legend" id={legendId} tabIndex={-1}>
              {question.position}. {question.question}
              {!question.required && <span className="survey__optional"> (opcjonalnie)</span>}
            </legend>
            {question.kind === 'single' && (
              <div className="recommender__options">
                <RadioChoices
                  name={legendId}
                  values={question.options}
                  chosen={answer}
                  onChoose={(option) => set(question.position, option)}
                />
              </div>
            )}
            {question.kind === 'multiple' && (
              <div className="recommender__options">
                {question.options.map((option) => {
                  const chosen = Array.isArray(answer) ? answer : [];
                  return (
                    <label key={option} className="choice">
                      <input
                        type="checkbox"
                        checked={chosen.includes(option)}
                        onChange={(event) =>
                          set(question.position, event.target.checked ? [...chosen, option] : chosen.filter((value) => value !== option))
                        }
                      />
                      <span>{option}</span>
                    </label>
                  );
                })}
              </div>
            )}
            {question.kind === 'scale' && (
              <div className="survey__scale">
                <RadioChoices
                  name={legendId}
                  values={[1, 2, 3, 4, 5]}
                  chosen={answer}
                  onChoose={(value) => set(question.position, value)}
                />
              </div>
            )}
            {question.kind === 'text' && (
              <>
                <label htmlFor={`${legendId}-text`} className="visually-hidden">
                  {question.question}
                </label>
                <textarea
                  id={`${legendId}-text`}
                  className="text-input"
                  rows={4}
                  maxLength={maxTextLength}
                  value={typeof answer === 'string' ? answer : ''}
                  onChange={(event) => set(question.position, event.target.value)}
                />
              </>
            )}
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      {sendError && (
        <p className="inquiry__summary" role="alert">
          {sendError}
        </p>
      )}
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? 'Wysyłamy…' : 'Wyślij odpowiedzi'}
      </button>
    </form>
  );
}
