/** The "find your AI generator" questionnaire: answers → tools from the ranking, best first, with reasons. */
import { budgets, useCases, type RecommenderAnswers } from './recommender-answers';

type CandidateTool = {
  slug: string;
  name: string;
  score: number;
  position: number;
  price_from_usd: number | null;
  has_free_tier: boolean;
  commercial_use: string;
  polish_support: string;
  use_cases: string[];
};

export type Reason = { fits: boolean; text: string };

export type Recommendation<T> = {
  tool: T;
  points: number;
  reasons: Reason[];
};

const usd = (amount: number) => `${amount.toLocaleString('pl-PL')} USD`;

/**
 * Scores one tool, or returns null when it cannot serve the visitor at all (wrong use, over budget with no free plan,
 * no commercial use when it is needed). The ranking's editorial score is the base; each answer adds or subtracts.
 */
export function scoreTool<T extends CandidateTool>(tool: T, answers: Required<RecommenderAnswers>): Recommendation<T> | null {
  const reasons: Reason[] = [];
  let points = tool.score;

  if (!tool.use_cases.includes(answers.zastosowanie)) return null;
  points += 3;
  reasons.push({ fits: true, text: `Sprawdza się w zadaniu: ${useCases[answers.zastosowanie].toLocaleLowerCase('pl')}.` });

  const limit = budgets[answers.budzet].limit;
  if (answers.budzet === 'darmowy') {
    if (!tool.has_free_tier) return null;
    reasons.push({ fits: true, text: 'Ma darmowy plan lub można go używać bezpłatnie.' });
  } else if (tool.price_from_usd === null) {
    points += 0.5;
    reasons.push({ fits: true, text: 'Bez abonamentu: płacisz za użycie albo uruchamiasz model u siebie.' });
  } else if (tool.price_from_usd <= limit) {
    points += 1;
    reasons.push({
      fits: true,
      text: tool.price_from_usd === 0 ? 'Bezpłatny.' : `Płatny plan od ${usd(tool.price_from_usd)} mieści się w budżecie.`,
    });
  } else if (tool.has_free_tier) {
    points -= 1.5;
    reasons.push({ fits: false, text: `Płatny plan (od ${usd(tool.price_from_usd)}) przekracza budżet, ale zaczniesz od darmowego.` });
  } else {
    return null;
  }

  if (answers.licencja === 'komercyjna') {
    if (tool.commercial_use === 'nie') return null;
    if (tool.commercial_use === 'tak') {
      points += 1;
      reasons.push({ fits: true, text: 'Pozwala na użytek komercyjny.' });
    } else {
      points -= 0.5;
      reasons.push({ fits: false, text: 'Użytek komercyjny z warunkami — sprawdź plan i licencję.' });
    }
  }

  if (answers.jezyk === 'polski') {
    if (tool.polish_support === 'pełne') {
      points += 1.5;
      reasons.push({ fits: true, text: 'Dobrze rozumie polskie polecenia.' });
    } else if (tool.polish_support === 'częściowe') {
      points -= 0.5;
      reasons.push({ fits: false, text: 'Po polsku działa częściowo — prompty lepiej pisać po angielsku.' });
    } else {
      points -= 2;
      reasons.push({ fits: false, text: 'Nie obsługuje języka polskiego.' });
    }
  }

  return { tool, points: Math.round(points * 10) / 10, reasons };
}

/** The best matches, most points first; ties keep the ranking's order. */
export function recommendTools<T extends CandidateTool>(tools: readonly T[], answers: Required<RecommenderAnswers>, limit = 3) {
  return tools
    .flatMap((tool) => scoreTool(tool, answers) ?? [])
    .sort((a, b) => b.points - a.points || a.tool.position - b.tool.position)
    .slice(0, limit);
}
