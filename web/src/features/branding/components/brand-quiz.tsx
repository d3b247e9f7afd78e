import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CopyButton } from '../../../components/copy-button';
import type { Archetype } from '../api';
import { answerLetters, scoreQuiz, type QuizQuestion } from '../quiz';
import { ArchetypeCard } from './archetype-card';
import '../branding.css';

type BrandQuizProps = {
  questions: QuizQuestion[];
  archetypes: Archetype[];
  trail: string;
  onTrailChange: (trail: string) => void;
  /** Offers to keep the result (the route brings the account's part: features know no other features). */
  saveResult: (answers: string, resultSlug: string) => ReactNode;
};

export function BrandQuiz({ questions, archetypes, trail, onTrailChange, saveResult }: BrandQuizProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each answer brings a new question (or the result): move focus there, except on the first render.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [trail.length]);

  if (trail.length >= questions.length) {
    return (
      <QuizResult
        questions={questions}
        archetypes={archetypes}
        trail={trail}
        onRestart={() => onTrailChange('')}
        headingRef={headingRef}
        saveResult={saveResult}
      />
    );
  }

  const index = trail.length;
  const question = questions[index]!;
  return (
    <section className="quiz" aria-labelledby="quiz-question" data-testid="quiz-question">
      <label className="quiz__progress">
        <span>
          Pytanie {index + 1} z {questions.length}
        </span>
        <progress max={questions.length} value={index} />
      </label>
      <h2 id="quiz-question" className="quiz__question" ref={headingRef} tabIndex={-1}>
        {question.question}
      </h2>
      <ul className="quiz__answers">
        {question.answers.map((answer, answerIndex) => (
          <li key={answer.text}>
            <button type="button" className="choice quiz__answer" onClick={() => onTrailChange(trail + answerLetters[answerIndex])}>
              {answer.text}
            </button>
          </li>
        ))}
      </ul>
      {index > 0 && (
        <button type="button" className="button button--secondary button--small" onClick={() => onTrailChange(trail.slice(0, -1))}>
          ← Poprzednie pytanie
        </button>
      )}
    </section>
  );
}

type QuizResultProps = {
  questions: QuizQuestion[];
  archetypes: Archetype[];
  trail: string;
  onRestart: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  saveResult: BrandQuizProps['saveResult'];
};

function QuizResult({ questions, archetypes, trail, onRestart, headingRef, saveResult }: QuizResultProps) {
  const scores = scoreQuiz(
    questions,
    trail,
    archetypes.map((archetype) => archetype.slug),
  );
  const bySlug = new Map(archetypes.map((archetype) => [archetype.slug, archetype]));
  const winner = bySlug.get(scores[0]!.slug)!;
  const runnersUp = scores.slice(1, 3).filter((score) => score.points > 0);
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;

  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title" data-testid="quiz-result">
      <h2 id="quiz-result-title" className="section-title" ref={headingRef} tabIndex={-1}>
        Twoja marka to: {winner.name}
      </h2>
      <p className="quiz-result__share">
        Ten archetyp zebrał {scores[0]!.share}% punktów. Adres tej strony zapamiętuje odpowiedzi — wyślij go zespołowi albo klientowi.{' '}
        <CopyButton text={shareUrl} label="Kopiuj link do wyniku" />
      </p>
      {saveResult(trail, winner.slug)}
      <ArchetypeCard archetype={winner} headingLevel={3} />
      {runnersUp.length > 0 && (
        <>
          <h3>Blisko są też</h3>
          <ul data-testid="quiz-runners-up">
            {runnersUp.map((score) => (
              <li key={score.slug}>
                <Link to="/branding/archetypy" hash={`archetyp-${score.slug}`}>
                  {bySlug.get(score.slug)?.name}
                </Link>{' '}
                — {score.share}% punktów
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="recommendation__links">
        <button type="button" className="button" onClick={onRestart}>
          Rozwiąż quiz jeszcze raz
        </button>
        <Link to="/branding/archetypy" className="button button--secondary">
          Wszystkie archetypy
        </Link>
      </p>
    </section>
  );
}
