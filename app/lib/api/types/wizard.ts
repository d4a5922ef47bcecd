/** The answer of POST /v1/catalog/guided-selling (spec section 3, Wizard). */
export interface WizardAnswer {
  id: number;
  answer: string;
  image: string | null;
  description: string | null;
  /** The results page when this answer is chosen on top of the answers so far (links without JavaScript). */
  url: string;
}

export interface WizardQuestion {
  id: number;
  question: string;
  explanation: string | null;
  answers: WizardAnswer[];
  is_skippable: boolean;
  is_multiselect: boolean;
}

export interface Wizard {
  code: string;
  category_id: number;
  title: string;
  /** The questions that apply given the answers so far, in order. */
  questions: WizardQuestion[];
  /** Products of the category that match the answers so far (the category page shows the same number). */
  count: number;
  /** The category page with the answers' filters, in the filter-path scheme of category URLs. */
  result_url: string;
}

/** question id -> answer id (single select) or ids (multi select). */
export type WizardAnswers = Record<string, number | number[]>;
